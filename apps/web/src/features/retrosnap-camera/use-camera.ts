import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CameraFailure,
  cameraFailureOf,
  cameraRequests,
  DIGITAL_ZOOM,
  isOverconstrained,
  type ZoomRange,
  zoomRangeOf,
} from './camera-setup';

export type CameraState =
  | { status: 'starting' }
  | { status: 'live' }
  | { status: 'failed'; failure: CameraFailure };

interface ZoomCapabilities extends MediaTrackCapabilities {
  zoom?: { min?: number; max?: number; step?: number };
}

async function openCamera(): Promise<MediaStream> {
  let lastError: unknown = null;
  for (const request of cameraRequests()) {
    try {
      return await navigator.mediaDevices.getUserMedia(request);
    } catch (error) {
      lastError = error;
      // Only a device short of the wished size is asked again; a 'no' stays a 'no'.
      if (!isOverconstrained(error)) throw error;
    }
  }
  throw lastError;
}

/**
 * The rear camera's live picture for a <video>, its zoom (the camera's own where the track has
 * one, else digital), and why it failed. Failures are logged too (spec §8).
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [zoomRange, setZoomRange] = useState<ZoomRange>(DIGITAL_ZOOM);
  const [zoom, setZoomValue] = useState(1);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new one opens the camera again.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'starting' });
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      const failure: CameraFailure = window.isSecureContext ? 'noCamera' : 'insecure';
      console.error(
        `RetroSnap camera: ${failure === 'insecure' ? 'not a secure context (https)' : 'no camera API'}`,
      );
      setState({ status: 'failed', failure });
      return;
    }
    openCamera().then(
      async (stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const track = stream.getVideoTracks()[0];
        const capabilities = track?.getCapabilities?.() as ZoomCapabilities | undefined;
        const range = zoomRangeOf(capabilities?.zoom);
        setZoomRange(range);
        const settings = track?.getSettings() as { zoom?: number } | undefined;
        setZoomValue(range.kind === 'device' ? (settings?.zoom ?? range.min) : 1);
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState({ status: 'live' });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('RetroSnap camera failed', error);
        setState({ status: 'failed', failure: cameraFailureOf(error) });
      },
    );
    return () => {
      cancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [attempt]);

  const setZoom = useCallback(
    (wanted: number) => {
      // Slider steps of 0.1 add up to 2.0000000000000004; the zoom is kept to hundredths.
      const value = Math.round(wanted * 100) / 100;
      setZoomValue(value);
      if (zoomRange.kind !== 'device') return;
      const track = streamRef.current?.getVideoTracks()[0];
      track
        ?.applyConstraints({ advanced: [{ zoom: value } as MediaTrackConstraintSet] })
        .catch((error: unknown) => console.error('RetroSnap camera zoom failed', error));
    },
    [zoomRange.kind],
  );

  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  return {
    videoRef,
    state,
    zoomRange,
    zoom,
    setZoom,
    /** The scale the screen and the capture apply: the digital zoom only. */
    digitalZoom: zoomRange.kind === 'digital' ? zoom : 1,
    retry,
  };
}
