import { useCallback, useEffect, useState } from 'react';
import { HeadingFilter, type HeadingState, turnBetween } from './compass-heading';
import {
  hasOrientationEvents,
  listenToOrientation,
  logOrientationUnsupported,
  orientationNeedsPermission,
  requestOrientationAccess,
} from './device-orientation';

/**
 * A browser that knows the event but has no sensor (most desktops) sends nothing at all, so the
 * 200-event rule never decides; this long without a single event means the same.
 */
const SILENCE_MS = 3_000;

/** Smaller turns than this are not worth a new render (events come 60 times a second). */
const RENDER_STEP_DEGREES = 0.5;

export type CompassState = HeadingState | { status: 'needsPermission' };

/**
 * The rear camera's compass heading while the component lives (spec §9 orientation helper).
 * 'needsPermission' on iOS until `requestAccess` is called from a tap; 'unsupported' logs
 * spec §8's messages.
 */
export function useCompassHeading(): { compass: CompassState; requestAccess: () => void } {
  const [compass, setCompass] = useState<CompassState>(() =>
    orientationNeedsPermission() ? { status: 'needsPermission' } : { status: 'waiting' },
  );
  const [allowed, setAllowed] = useState(() => !orientationNeedsPermission());

  useEffect(() => {
    if (!allowed) return;
    if (!hasOrientationEvents()) {
      logOrientationUnsupported();
      setCompass({ status: 'unsupported' });
      return;
    }
    const filter = new HeadingFilter();
    let heard = false;
    let stop = () => undefined as undefined;
    const giveUp = () => {
      stop();
      logOrientationUnsupported();
      setCompass({ status: 'unsupported' });
    };
    const silence = window.setTimeout(() => {
      if (!heard) giveUp();
    }, SILENCE_MS);
    setCompass({ status: 'waiting' });
    stop = listenToOrientation(
      (event) => {
        heard = true;
        const next = filter.push({
          alpha: event.alpha,
          beta: event.beta,
          gamma: event.gamma,
          absolute: event.absolute || event.type === 'deviceorientationabsolute',
          webkitCompassHeading: (event as { webkitCompassHeading?: number }).webkitCompassHeading ?? null,
        });
        if (next.status === 'unsupported') giveUp();
        else if (next.status === 'live')
          setCompass((shown) =>
            shown.status === 'live' &&
            Math.abs(turnBetween(shown.heading, next.heading)) < RENDER_STEP_DEGREES
              ? shown
              : next,
          );
      },
      { absolute: true },
    );
    return () => {
      window.clearTimeout(silence);
      stop();
    };
  }, [allowed]);

  const requestAccess = useCallback(() => {
    void requestOrientationAccess().then((granted) => {
      if (granted) setAllowed(true);
      else setCompass({ status: 'unsupported' });
    });
  }, []);

  return { compass, requestAccess };
}
