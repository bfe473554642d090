import { useCallback, useEffect, useMemo, useRef } from 'react';
import { orientationOf } from './camera-setup';

export type Orientation = { alpha: number; beta: number; gamma: number };

type OrientationEventClass = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied'>;
};

/**
 * The phone's last orientation reading, kept for the RetroSnap's `orientation` (spec §7). Where
 * the browser has no DeviceOrientationEvent, spec §8's messages are logged and none is sent.
 */
export function useDeviceOrientation() {
  const latest = useRef<Orientation | null>(null);

  useEffect(() => {
    if (typeof window.DeviceOrientationEvent === 'undefined') {
      console.warn('DeviceOrientation is not supported');
      console.warn('DeviceOrientationEvent is not supported by your browser.');
      return;
    }
    const read = (event: DeviceOrientationEvent) => {
      latest.current = orientationOf(event) ?? latest.current;
    };
    window.addEventListener('deviceorientation', read);
    return () => window.removeEventListener('deviceorientation', read);
  }, []);

  /** iOS asks for motion access; only a tap may ask, so the capture button calls this. */
  const requestAccess = useCallback(() => {
    const events = window.DeviceOrientationEvent as OrientationEventClass | undefined;
    events
      ?.requestPermission?.()
      .catch((error: unknown) => console.warn('DeviceOrientation not allowed', error));
  }, []);

  return useMemo(() => ({ latest, requestAccess }), [requestAccess]);
}
