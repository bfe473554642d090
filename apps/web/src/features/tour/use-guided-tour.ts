import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect } from 'react';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useHasStoredSettings, useSettings } from '../../lib/settings/settings-store';

/**
 * Spec §4: the guided tour starts on the feed 500 ms after it shows, while `showTour` is on.
 *
 * Only for signed-in people, like the spec's other first-run dialogs (welcome, push): the tour
 * points at the bottom tabs and the menu entries they have, and a visitor (or a crawler) opening
 * a shared feed gets the pictures at once, without an overlay or the tour's code. It also waits
 * until the welcome dialog was answered (settings stored), so the two never cover each other and
 * ending the tour cannot silently answer the storage notice. The library loads only then.
 */
export function useGuidedTour(feedShown: boolean): void {
  const { showTour, introMovieOffer } = useSettings();
  const signedIn = isSignedIn(useSession());
  const welcomed = useHasStoredSettings();
  // The thank-you offer of the intro movie follows the welcome dialog; the tour comes after it.
  const due = feedShown && showTour && signedIn && welcomed && introMovieOffer !== 'due';

  useEffect(() => {
    if (!due) return;
    let cancelled = false;
    let leave: (() => void) | null = null;
    const timer = window.setTimeout(() => {
      import('./guided-tour')
        .then(async ({ startGuidedTour }) => {
          const stop = await startGuidedTour();
          if (cancelled) stop();
          else leave = stop;
        })
        .catch((error: unknown) => console.warn('The guided tour could not start', error));
    }, TIMERS_MS.tourDelay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      leave?.();
    };
  }, [due]);
}
