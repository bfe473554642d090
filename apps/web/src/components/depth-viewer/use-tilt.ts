import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { tiltVector, type Vec2 } from './parallax';

type OrientationEventClass = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied'>;
};

export type TiltState = 'off' | 'waiting' | 'on' | 'unsupported' | 'denied';

/**
 * The device's tilt as a parallax vector while `enabled`. iOS asks for motion access, and only a
 * tap may ask, so the screen calls `request()` from the tilt button. Where the browser has no
 * DeviceOrientationEvent, spec §8's messages are logged and the state says 'unsupported'.
 */
export function useTilt(enabled: boolean): {
  vector: RefObject<Vec2 | null>;
  state: TiltState;
  request(): void;
} {
  const vector = useRef<Vec2 | null>(null);
  const [state, setState] = useState<TiltState>('off');

  useEffect(() => {
    vector.current = null;
    if (!enabled) {
      setState('off');
      return;
    }
    if (typeof window.DeviceOrientationEvent === 'undefined') {
      console.warn('DeviceOrientation is not supported');
      console.warn('DeviceOrientationEvent is not supported by your browser.');
      setState('unsupported');
      return;
    }
    setState((current) => (current === 'denied' ? current : 'waiting'));
    const read = (event: DeviceOrientationEvent) => {
      if (event.beta === null || event.gamma === null) return;
      vector.current = tiltVector(event.beta, event.gamma);
      setState('on');
    };
    window.addEventListener('deviceorientation', read);
    return () => window.removeEventListener('deviceorientation', read);
  }, [enabled]);

  const request = useCallback(() => {
    const events = window.DeviceOrientationEvent as OrientationEventClass | undefined;
    events
      ?.requestPermission?.()
      .then((answer) => {
        if (answer !== 'granted') setState('denied');
      })
      .catch((error: unknown) => {
        console.warn('DeviceOrientation not allowed', error);
        setState('denied');
      });
  }, []);

  return { vector, state, request };
}
