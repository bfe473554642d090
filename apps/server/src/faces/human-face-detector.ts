import { createWorkerThreadClient } from '../jobs/worker-thread.js';
import type { DetectedFace } from './face-geometry.js';

/** A picture as the detector reads it: upright RGB bytes, row by row. */
export type Pixels = { width: number; height: number; pixels: Uint8Array };

/** Finds faces on a picture; the one adapter around the outside library. */
export interface FaceDetector {
  detect(picture: Pixels): Promise<DetectedFace[]>;
  /** Ends the detector's thread (the next `detect` starts a new one). */
  close(): Promise<void>;
}

/**
 * `@vladmandic/human` in a worker thread of its own (jobs/worker-thread.ts): the models load on
 * the first picture, not at start-up, and the thread ends after `idleMs` without work.
 */
export function createHumanFaceDetector(options: { idleMs?: number } = {}): FaceDetector {
  const thread = createWorkerThreadClient({
    besides: import.meta.url,
    worker: 'human-face.worker',
    what: 'face detection',
    ...options,
  });
  return {
    async detect(picture) {
      const answer = await thread.call<{ faces?: DetectedFace[] }>(
        { width: picture.width, height: picture.height, pixels: picture.pixels },
        [picture.pixels.buffer as ArrayBuffer],
      );
      return answer.faces ?? [];
    },
    close: thread.close,
  };
}
