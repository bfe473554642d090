import { useEffect, useMemo, useRef } from 'react';
import {
  hasOrientationEvents,
  listenToOrientation,
  logOrientationUnsupported,
  requestOrientationAccess,
} from '../../lib/device/device-orientation';
import { orientationOf } from './camera-setup';

export type Orientation = { alpha: number; beta: number; gamma: number };

/**
 * The phone's last orientation reading, kept for the RetroSnap's `orientation` (spec §7). Where
 * the browser has no DeviceOrientationEvent, spec §8's messages are logged and none is sent.
 */
export function useDeviceOrientation() {
  const latest = useRef<Orientation | null>(null);

  useEffect(() => {
    if (!hasOrientationEvents()) {
      logOrientationUnsupported();
      return;
    }
    return listenToOrientation((event) => {
      latest.current = orientationOf(event) ?? latest.current;
    });
  }, []);

  /** iOS asks for motion access; only a tap may ask, so the capture button calls this. */
  return useMemo(
    () => ({
      latest,
      requestAccess: requestOrientationAccess,
    }),
    [],
  );
}
