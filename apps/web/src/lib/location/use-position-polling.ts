import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect } from 'react';
import { updatePosition } from './near-me-store';
import { readPosition } from './read-position';

/**
 * Spec §4/§9: while location is on, the person's position is read now and again every 10 s into
 * the near-me store (the map's person marker, the places around me). Failures keep the last one.
 */
export function usePositionPolling(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const poll = () => {
      readPosition(TIMERS_MS.geolocationTimeout).then(
        (position) => {
          if (!stopped) updatePosition(position);
        },
        () => undefined,
      );
    };
    poll();
    const timer = window.setInterval(poll, TIMERS_MS.locationRepoll);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [enabled]);
}
