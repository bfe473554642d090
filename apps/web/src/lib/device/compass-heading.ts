import { ORIENTATION_HELPER } from '@retropics/domain/constants';

/**
 * Spec §9 'Orientation helper': the compass heading of the phone's rear camera from orientation
 * events, smoothed over the last 10 readings; after 200 events without an absolute reading the
 * device is taken to have no compass. Pure, so the math is tested without a sensor.
 */

/** What an orientation event carries (Safari adds `webkitCompassHeading`). */
export interface OrientationReading {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
  absolute: boolean;
  webkitCompassHeading?: number | null;
}

const RADIANS = Math.PI / 180;

/** An angle in degrees brought into 0 ≤ angle < 360. */
export function wrapDegrees(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** The signed turn from `from` to `to`, in −180 < turn ≤ 180 (350° to 10° is +20°, not −340°). */
export function turnBetween(from: number, to: number): number {
  const turn = wrapDegrees(to - from);
  return turn > 180 ? turn - 360 : turn;
}

/** The mean direction of angles (359° and 1° average to 0°, not 180°); null for none. */
export function circularMean(angles: readonly number[]): number | null {
  if (angles.length === 0) return null;
  let sin = 0;
  let cos = 0;
  for (const angle of angles) {
    sin += Math.sin(angle * RADIANS);
    cos += Math.cos(angle * RADIANS);
  }
  if (Math.abs(sin) < 1e-9 && Math.abs(cos) < 1e-9) return null;
  return wrapDegrees(Math.atan2(sin, cos) / RADIANS);
}

/**
 * Where the back of the device looks, clockwise from north, from W3C's Z-X'-Y'' Euler angles of an
 * absolute reading. The back's axis (−z) is turned into the earth's frame and its horizontal part
 * read as a bearing; this holds whether the phone is held upright, tilted or turned to landscape.
 * Held almost flat the back looks at the ground, so the top edge's direction is taken instead.
 */
export function cameraHeading(alpha: number, beta: number, gamma: number): number {
  const [a, b, g] = [alpha * RADIANS, beta * RADIANS, gamma * RADIANS];
  const east = -Math.cos(a) * Math.sin(g) - Math.sin(a) * Math.sin(b) * Math.cos(g);
  const north = -Math.sin(a) * Math.sin(g) + Math.cos(a) * Math.sin(b) * Math.cos(g);
  if (Math.hypot(east, north) < 0.2) return wrapDegrees(360 - alpha);
  return wrapDegrees(Math.atan2(east, north) / RADIANS);
}

/** The heading one reading gives, or null when it is not tied to north. */
export function headingOf(reading: OrientationReading): number | null {
  const compass = reading.webkitCompassHeading;
  if (typeof compass === 'number' && compass >= 0) return wrapDegrees(compass);
  if (!reading.absolute || reading.alpha === null) return null;
  if (reading.beta === null || reading.gamma === null) return wrapDegrees(360 - reading.alpha);
  return cameraHeading(reading.alpha, reading.beta, reading.gamma);
}

export type HeadingState =
  | { status: 'waiting' }
  | { status: 'live'; heading: number }
  | { status: 'unsupported' };

/** Feeds readings in, one at a time; tells the smoothed heading, or that no compass answers. */
export class HeadingFilter {
  private readonly samples: number[] = [];
  private eventsWithoutHeading = 0;
  private state: HeadingState = { status: 'waiting' };

  constructor(
    private readonly sampleCount: number = ORIENTATION_HELPER.samples,
    private readonly eventLimit: number = ORIENTATION_HELPER.eventLimit,
  ) {}

  push(reading: OrientationReading): HeadingState {
    if (this.state.status === 'unsupported') return this.state;
    const heading = headingOf(reading);
    if (heading === null) {
      // Once a compass has answered, a stray relative event does not take it away.
      if (this.state.status === 'waiting' && ++this.eventsWithoutHeading >= this.eventLimit)
        this.state = { status: 'unsupported' };
      return this.state;
    }
    this.samples.push(heading);
    if (this.samples.length > this.sampleCount) this.samples.shift();
    this.state = { status: 'live', heading: circularMean(this.samples) ?? heading };
    return this.state;
  }

  current(): HeadingState {
    return this.state;
  }
}
