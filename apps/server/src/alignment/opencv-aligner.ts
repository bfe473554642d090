import { createWorkerThreadClient } from '../jobs/worker-thread.js';
import type { AlignmentOutcome, AlignmentRequest } from './homography-matcher.js';

/** Aligns a RetroSnap to its photograph; the one adapter around the computer-vision library. */
export interface Aligner {
  /** The outcome, and how long loading OpenCV took when this call loaded it (else 0). */
  align(request: AlignmentRequest): Promise<AlignmentOutcome & { loadMs: number }>;
  /** Ends the thread (the next `align` starts a new one). */
  close(): Promise<void>;
}

/**
 * OpenCV.js in a worker thread of its own (jobs/worker-thread.ts): loaded with the first alignment,
 * not at start-up; the thread ends after `idleMs` without work to give its ~140 MB back.
 */
export function createOpenCvAligner(options: { idleMs?: number } = {}): Aligner {
  const thread = createWorkerThreadClient({
    besides: import.meta.url,
    worker: 'alignment.worker',
    what: 'alignment',
    ...options,
  });
  return {
    async align(request) {
      const answer = await thread.call<{ outcome: AlignmentOutcome; loadMs?: number }>({ request }, [
        request.photograph.pixels.buffer as ArrayBuffer,
        request.retrosnap.pixels.buffer as ArrayBuffer,
      ]);
      return { ...answer.outcome, loadMs: answer.loadMs ?? 0 };
    },
    close: thread.close,
  };
}
