import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The rear camera's live picture, shared by the RetroSnap camera and the QR scanner: asking
 * getUserMedia with ever looser wishes, telling its failures apart and logging them (spec §8).
 */

/**
 * The rear camera at a size any phone gives: a QR code needs no more than 720p, and the AR
 * matcher works on a 640 px copy of each frame.
 */
export const rearCamera720p = (): MediaStreamConstraints[] => [
  {
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  },
  { audio: false, video: true },
];

/** Why there is no live picture; each has its own text saying what to do. */
export type CameraFailure = 'insecure' | 'noCamera' | 'denied' | 'busy' | 'failed';

export type CameraState =
  | { status: 'starting' }
  | { status: 'live' }
  | { status: 'failed'; failure: CameraFailure };

/** The failure a getUserMedia error stands for (its DOMException name). */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** Worth asking again with looser wishes: the device has a camera, just not one this good. */
export function isOverconstrained(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'OverconstrainedError' || name === 'ConstraintNotSatisfiedError';
}

/** The first request the device can meet; only a device short of the wished size is asked again. */
async function openCamera(requests: readonly MediaStreamConstraints[]): Promise<MediaStream> {
  let lastError: unknown = null;
  for (const request of requests) {
    try {
      return await navigator.mediaDevices.getUserMedia(request);
    } catch (error) {
      lastError = error;
      // A 'no' stays a 'no'.
      if (!isOverconstrained(error)) throw error;
    }
  }
  throw lastError;
}

/**
 * The camera's stream in a <video> (`videoRef`) while the component lives, its state and a retry.
 * `onStream` sees each new stream before it plays (the RetroSnap camera reads its zoom there).
 * `label` names the user in the log.
 */
export function useRearCamera(
  requests: () => readonly MediaStreamConstraints[],
  label: string,
  onStream?: (stream: MediaStream) => void,
) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ requests, label, onStream });
  latest.current = { requests, label, onStream };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new one opens the camera again.
  useEffect(() => {
    let cancelled = false;
    const { label: name } = latest.current;
    setState({ status: 'starting' });
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      const failure: CameraFailure = window.isSecureContext ? 'noCamera' : 'insecure';
      console.error(`${name}: ${failure === 'insecure' ? 'not a secure context (https)' : 'no camera API'}`);
      setState({ status: 'failed', failure });
      return;
    }
    openCamera(latest.current.requests()).then(
      async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        latest.current.onStream?.(stream);
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState({ status: 'live' });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`${name} failed`, error);
        setState({ status: 'failed', failure: cameraFailureOf(error) });
      },
    );
    return () => {
      cancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { videoRef, streamRef, state, retry };
}
