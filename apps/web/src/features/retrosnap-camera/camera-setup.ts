import { CAMERA } from '@retropics/domain/constants';

/**
 * The camera's pure rules (spec §9 Camera constants), apart from the browser so they are tested.
 */

/**
 * What getUserMedia is asked, best first: the rear camera at 1280–1920 × 720–1080 (ideally
 * 1920 × 1080); a device that cannot (an OverconstrainedError) gets the looser wishes, and at
 * last any camera at all, rather than no RetroSnap.
 */
export function cameraRequests(): MediaStreamConstraints[] {
  const ideal = { width: { ideal: CAMERA.width.max }, height: { ideal: CAMERA.height.max } };
  return [
    {
      audio: false,
      video: {
        facingMode: { ideal: CAMERA.facingMode },
        width: { min: CAMERA.width.min, ideal: CAMERA.width.max, max: CAMERA.width.max },
        height: { min: CAMERA.height.min, ideal: CAMERA.height.max, max: CAMERA.height.max },
      },
    },
    { audio: false, video: { facingMode: { ideal: CAMERA.facingMode }, ...ideal } },
    { audio: false, video: true },
  ];
}

/** The zoom the slider drives: the camera's own (applyConstraints) or the digital one. */
export interface ZoomRange {
  kind: 'device' | 'digital';
  min: number;
  max: number;
  /** One slider step: 10 × the device's step (spec §9); the digital zoom goes in tenths. */
  step: number;
}

/** Digital zoom, when the camera has none of its own: up to 4×, the scale a phone's sensor still carries. */
export const DIGITAL_ZOOM: ZoomRange = { kind: 'digital', min: 1, max: 4, step: 0.1 };

/** The camera's own zoom from `track.getCapabilities().zoom`, or the digital zoom when it has none. */
export function zoomRangeOf(
  capability: { min?: number; max?: number; step?: number } | undefined,
): ZoomRange {
  if (
    !capability ||
    typeof capability.min !== 'number' ||
    typeof capability.max !== 'number' ||
    capability.max <= capability.min
  ) {
    return DIGITAL_ZOOM;
  }
  const deviceStep = capability.step && capability.step > 0 ? capability.step : 0.1;
  const step = Math.min(deviceStep * CAMERA.zoomStepFactor, capability.max - capability.min);
  return { kind: 'device', min: capability.min, max: capability.max, step };
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a video frame a capture keeps: the middle 1/zoom of it for the digital zoom (the
 * same part the screen shows scaled up), the whole frame otherwise.
 */
export function captureCrop(frameWidth: number, frameHeight: number, digitalZoom: number): CropRect {
  const zoom = Math.max(1, digitalZoom);
  const width = Math.round(frameWidth / zoom);
  const height = Math.round(frameHeight / zoom);
  return {
    x: Math.round((frameWidth - width) / 2),
    y: Math.round((frameHeight - height) / 2),
    width,
    height,
  };
}

/** A keyboard press that takes the picture: Space, Enter, and the camera or record key where the browser reports one. */
export function isCaptureKey(event: { key: string; code?: string }): boolean {
  return event.key === ' ' || event.key === 'Enter' || event.key === 'Camera' || event.key === 'MediaRecord';
}

/** Device orientation as the API stores it (spec §3), or null when a reading is out of range. */
export function orientationOf(reading: {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
}): { alpha: number; beta: number; gamma: number } | null {
  const { alpha, beta, gamma } = reading;
  if (alpha === null || beta === null || gamma === null) return null;
  if (!(alpha >= 0 && alpha <= 360 && beta >= -180 && beta <= 180 && gamma >= -90 && gamma <= 90))
    return null;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { alpha: round(alpha), beta: round(beta), gamma: round(gamma) };
}
