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

/**
 * Asks for motion access where the browser wants that (iOS only lets a tap ask: elsewhere it
 * refuses, 'unanswered'); 'granted' where no asking is needed.
 */
export async function askOrientationAccess(): Promise<'granted' | 'denied' | 'unanswered'> {
  if (!orientationNeedsPermission()) return hasOrientationEvents() ? 'granted' : 'denied';
  const events = window.DeviceOrientationEvent as OrientationEventClass;
  try {
    return (await events.requestPermission?.()) === 'granted' ? 'granted' : 'denied';
  } catch (error) {
    console.warn('DeviceOrientation not allowed', error);
    return 'unanswered';
  }
}

/** Asks for motion access from a tap (the RetroSnap camera's capture button). */
export function requestOrientationAccess(): void {
  void askOrientationAccess();
}

/**
 * Calls `onReading` for every orientation event; returns the unsubscribe. With `absolute`, the
 * browser's `deviceorientationabsolute` where it has one (Chrome's plain event turns with wherever
 * the page started, and both at once would mix two streams), else `deviceorientation` (Safari's
 * carries `webkitCompassHeading`, Firefox's is absolute).
 */
export function listenToOrientation(
  onReading: (event: DeviceOrientationEvent) => void,
  { absolute = false }: { absolute?: boolean } = {},
): () => void {
  const type =
    absolute && 'ondeviceorientationabsolute' in window ? 'deviceorientationabsolute' : 'deviceorientation';
  const listener = (event: Event) => onReading(event as DeviceOrientationEvent);
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}
