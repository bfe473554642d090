/**
 * The device's orientation sensor as the browser offers it, shared by the RetroSnap camera (which
 * stores the last reading with a capture) and the places-around-me view (which turns readings
 * into a compass heading): whether there is one, spec §8's messages when not, and iOS's permission.
 */

type OrientationEventClass = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied'>;
};

/** Spec §8 'Device orientation unsupported', both texts, logged. */
export const ORIENTATION_UNSUPPORTED_MESSAGES = [
  'DeviceOrientation is not supported',
  'DeviceOrientationEvent is not supported by your browser.',
] as const;

export function logOrientationUnsupported(): void {
  for (const message of ORIENTATION_UNSUPPORTED_MESSAGES) console.warn(message);
}

/** Whether the browser knows DeviceOrientationEvent at all (it may still never send one). */
export function hasOrientationEvents(): boolean {
  return typeof window !== 'undefined' && typeof window.DeviceOrientationEvent !== 'undefined';
}

/** iOS sends no orientation until the person allows it, and only a tap may ask. */
export function orientationNeedsPermission(): boolean {
  const events = hasOrientationEvents() ? (window.DeviceOrientationEvent as OrientationEventClass) : null;
  return typeof events?.requestPermission === 'function';
}

/** Asks iOS for motion access (call from a tap); true where no asking is needed or it was allowed. */
export async function requestOrientationAccess(): Promise<boolean> {
  if (!orientationNeedsPermission()) return hasOrientationEvents();
  const events = window.DeviceOrientationEvent as OrientationEventClass;
  try {
    return (await events.requestPermission?.()) === 'granted';
  } catch (error) {
    console.warn('DeviceOrientation not allowed', error);
    return false;
  }
}

/**
 * Calls `onReading` for every orientation event: `deviceorientation` always, and
 * `deviceorientationabsolute` too when `absolute` is asked for and the browser has it (Chrome's
 * plain event is relative to wherever the page started). Returns the unsubscribe.
 */
export function listenToOrientation(
  onReading: (event: DeviceOrientationEvent) => void,
  { absolute = false }: { absolute?: boolean } = {},
): () => void {
  const types = ['deviceorientation'];
  if (absolute && 'ondeviceorientationabsolute' in window) types.push('deviceorientationabsolute');
  const listener = (event: Event) => onReading(event as DeviceOrientationEvent);
  for (const type of types) window.addEventListener(type, listener);
  return () => {
    for (const type of types) window.removeEventListener(type, listener);
  };
}
