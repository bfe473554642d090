import { TIMERS_MS } from '@retropics/domain/constants';
import { type RefObject, useEffect, useRef } from 'react';
import { createQrDetector } from './qr-detector';

/**
 * Reads QR codes from a live <video> every second (spec §9 QR scan 1 s) while `live`: the /scan
 * screen's camera and the AR view's, which films for its matcher at the same time.
 * `onDetected` gets each text read; `paused` stops reading without closing the camera.
 */
export function useQrReading(
  videoRef: RefObject<HTMLVideoElement | null>,
  live: boolean,
  onDetected: (text: string) => void,
  paused = false,
) {
  const latest = useRef({ onDetected, paused });
  latest.current = { onDetected, paused };

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    let busy = false;
    const detector = createQrDetector().catch((error: unknown) => {
      console.error('QR scanner: no detector', error);
      return null;
    });
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      if (busy || latest.current.paused || !video || video.readyState < 2) return;
      busy = true;
      void detector
        .then(async (reader) => {
          const [text] = reader ? await reader.detect(video) : [];
          if (text && !stopped && !latest.current.paused) latest.current.onDetected(text);
        })
        .catch((error: unknown) => console.error('QR scanner: detection failed', error))
        .finally(() => {
          busy = false;
        });
    }, TIMERS_MS.qrScan);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [live, videoRef]);
}
