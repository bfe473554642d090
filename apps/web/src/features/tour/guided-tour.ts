import { type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import i18next from 'i18next';
import { updateSettings } from '../../lib/settings/settings-store';
import './guided-tour.css';

/** The tour's stops in order; a stop whose element is not on the screen (no tabs on a wide screen) is left out. */
const STOPS: ReadonlyArray<{ key: string; find: () => Element | null; side: 'top' | 'bottom' | 'left' }> = [
  { key: 'feed', find: () => document.querySelector('[data-testid="feed"] a[href]'), side: 'bottom' },
  { key: 'search', find: () => document.querySelector('[data-tour="search"]'), side: 'bottom' },
  { key: 'nearMe', find: () => document.querySelector('[data-tour="near-me"]'), side: 'bottom' },
  { key: 'tabs', find: () => document.querySelector('[data-tour="tabs"]'), side: 'top' },
  { key: 'menu', find: () => document.querySelector('[data-tour="menu"]'), side: 'bottom' },
];

/**
 * Runs the tour (driver.js: a focus-trapping dialog per stop, arrow keys to move, Escape to stop).
 * Skipping, stopping or finishing switches `showTour` off (spec §4). The returned function ends
 * the tour without that, for a person who simply leaves the feed: it comes back next time.
 * `onEnded` is called however it ends (also when there is no stop to show).
 */
export async function startGuidedTour(onEnded: () => void): Promise<() => void> {
  await i18next.loadNamespaces('tour');
  const t = i18next.getFixedT(null, 'tour');
  const steps: DriveStep[] = STOPS.flatMap(({ key, find, side }) => {
    const element = find();
    return element
      ? [
          {
            element,
            popover: { title: t(`steps.${key}.title`), description: t(`steps.${key}.text`), side },
          },
        ]
      : [];
  });
  let leaving = false;
  const tour = driver({
    steps,
    showProgress: true,
    // driver.js fills in {{current}} and {{total}} itself.
    progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: t('next'),
    prevBtnText: t('back'),
    doneBtnText: t('done'),
    allowKeyboardControl: true,
    popoverClass: 'retropics-tour',
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', t('close'));
      popover.closeButton.setAttribute('title', t('close'));
    },
    onDestroyed: () => {
      if (!leaving) updateSettings({ showTour: false });
      onEnded();
    },
  });
  if (steps.length === 0) {
    onEnded();
    return () => undefined;
  }
  tour.drive();
  return () => {
    leaving = true;
    if (tour.isActive()) tour.destroy();
  };
}
