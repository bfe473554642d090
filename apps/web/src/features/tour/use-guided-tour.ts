import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useState } from 'react';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { useFirstRunTurn } from '../../lib/first-run/first-run-scheduler';
import { useHasStoredSettings, useSettings } from '../../lib/settings/settings-store';

/**
 * Spec §4: the guided tour starts on the feed 500 ms after it shows, while `showTour` is on, when
 * it gets the first-run turn (lib/first-run: one offer at a time, one per session after the first).
 *
 * Only for signed-in people, like the spec's other first-run dialogs (welcome, push): the tour
 * points at the bottom tabs and the menu entries they have, and a visitor (or a crawler) opening
 * a shared feed gets the pictures at once, without an overlay or the tour's code. It also waits
 * until the welcome dialog was answered (settings stored), so ending the tour cannot silently
 * answer the storage notice. The library loads only when the tour starts.
 */
export function useGuidedTour(feedShown: boolean): void {
  const { showTour } = useSettings();
  const signedIn = isSignedIn(useSession());
  const welcomed = useHasStoredSettings();
  const [delayPassed, setDelayPassed] = useState(false);
  const due = feedShown && showTour && signedIn && welcomed;
  const turn = useFirstRunTurn('tour', due && delayPassed);

  useEffect(() => {
    if (!due) {
      setDelayPassed(false);
      return;
    }
    const timer = window.setTimeout(() => setDelayPassed(true), TIMERS_MS.tourDelay);
    return () => window.clearTimeout(timer);
  }, [due]);

  const { showing, finish } = turn;
  useEffect(() => {
    if (!showing) return;
    let cancelled = false;
    let leave: (() => void) | null = null;
    import('./guided-tour')
      .then(async ({ startGuidedTour }) => {
        const stop = await startGuidedTour(finish);
        if (cancelled) stop();
        else leave = stop;
      })
      .catch((error: unknown) => {
        console.warn('The guided tour could not start', error);
        finish();
      });
    return () => {
      cancelled = true;
      leave?.();
    };
  }, [showing, finish]);
}
