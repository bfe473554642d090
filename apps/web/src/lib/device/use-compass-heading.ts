import { useCallback, useEffect, useState } from 'react';
import { HeadingFilter, type HeadingState, turnBetween } from './compass-heading';
import {
  askOrientationAccess,
  hasOrientationEvents,
  listenToOrientation,
  logOrientationUnsupported,
  orientationNeedsPermission,
} from './device-orientation';

/**
 * A browser that knows the event but has no sensor (most desktops) sends one empty reading or none
 * and then falls silent, so the 200-event rule never decides; this long without any event, and no
 * heading yet, means the same. A sensor sends many events a second.
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
  const [compass, setCompass] = useState<CompassState>({ status: 'waiting' });
  const [allowed, setAllowed] = useState(() => !orientationNeedsPermission());

  // Where the browser asks first (iOS, recent Chrome), try without a tap: Chrome answers, iOS
  // refuses until a tap asks, which the 'needsPermission' state offers.
  useEffect(() => {
    if (allowed) return;
    let cancelled = false;
    void askOrientationAccess().then((answer) => {
      if (cancelled) return;
      if (answer === 'granted') setAllowed(true);
      else setCompass({ status: 'needsPermission' });
    });
    return () => {
      cancelled = true;
    };
  }, [allowed]);

  useEffect(() => {
    if (!allowed) return;
    if (!hasOrientationEvents()) {
      logOrientationUnsupported();
      setCompass({ status: 'unsupported' });
      return;
    }
    const filter = new HeadingFilter();
    let stop: () => void = () => {};
    let silence = 0;
    const giveUp = () => {
      window.clearTimeout(silence);
      stop();
      logOrientationUnsupported();
      setCompass({ status: 'unsupported' });
    };
    const awaitNextEvent = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(giveUp, SILENCE_MS);
    };
    awaitNextEvent();
    setCompass({ status: 'waiting' });
    stop = listenToOrientation(
      (event) => {
        const next = filter.push({
          alpha: event.alpha,
          beta: event.beta,
          gamma: event.gamma,
          absolute: event.absolute || event.type === 'deviceorientationabsolute',
          webkitCompassHeading: (event as { webkitCompassHeading?: number }).webkitCompassHeading ?? null,
        });
        if (next.status === 'unsupported') giveUp();
        else if (next.status === 'waiting') awaitNextEvent();
        else {
          window.clearTimeout(silence);
          setCompass((shown) =>
            shown.status === 'live' &&
            Math.abs(turnBetween(shown.heading, next.heading)) < RENDER_STEP_DEGREES
              ? shown
              : next,
          );
        }
      },
      { absolute: true },
    );
    return () => {
      window.clearTimeout(silence);
      stop();
    };
  }, [allowed]);

  const requestAccess = useCallback(() => {
    void askOrientationAccess().then((answer) => {
      if (answer === 'granted') setAllowed(true);
      else {
        logOrientationUnsupported();
        setCompass({ status: 'unsupported' });
      }
    });
  }, []);

  return { compass, requestAccess };
}
