import { useCallback, useState } from 'react';
import { useRearCamera } from '../../lib/device/rear-camera';
import { cameraRequests, DIGITAL_ZOOM, type ZoomRange, zoomRangeOf } from './camera-setup';

interface ZoomCapabilities extends MediaTrackCapabilities {
  zoom?: { min?: number; max?: number; step?: number };
}

/**
 * The rear camera's live picture for a <video>, its zoom (the camera's own where the track has
 * one, else digital), and why it failed. Failures are logged too (spec §8).
 */
export function useCamera() {
  const [zoomRange, setZoomRange] = useState<ZoomRange>(DIGITAL_ZOOM);
  const [zoom, setZoomValue] = useState(1);
  const { videoRef, streamRef, state, retry } = useRearCamera(
    cameraRequests,
    'RetroSnap camera',
    (stream) => {
      const track = stream.getVideoTracks()[0];
      const capabilities = track?.getCapabilities?.() as ZoomCapabilities | undefined;
      const range = zoomRangeOf(capabilities?.zoom);
      setZoomRange(range);
      const settings = track?.getSettings() as { zoom?: number } | undefined;
      setZoomValue(range.kind === 'device' ? (settings?.zoom ?? range.min) : 1);
    },
  );

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
    [zoomRange.kind, streamRef],
  );

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
