import { Worker } from 'node:worker_threads';
import type { DetectedFace } from './face-geometry.js';

/** A picture as the detector reads it: upright RGB bytes, row by row. */
export type Pixels = { width: number; height: number; pixels: Uint8Array };

/** Finds faces on a picture; the one adapter around the outside library. */
export interface FaceDetector {
  detect(picture: Pixels): Promise<DetectedFace[]>;
  /** Ends the detector's thread (the next `detect` starts a new one). */
  close(): Promise<void>;
}

type Pending = { resolve: (faces: DetectedFace[]) => void; reject: (error: Error) => void };

/**
 * The thread that runs the detector. Built, it is the compiled file beside this one; from the
 * sources (tests, tsx) the thread first registers tsx to read TypeScript.
 */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./human-face.worker.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const file = new URL('./human-face.worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(boot, { eval: true });
}

/**
 * `@vladmandic/human` in a worker thread of its own: the models load on the first picture (not
 * at start-up), the thread ends after `idleMs` without work to give its memory back, and a
 * thread that dies fails the pictures it had and is started anew for the next one.
 */
export function createHumanFaceDetector(options: { idleMs?: number } = {}): FaceDetector {
  const idleMs = options.idleMs ?? 60_000;
  let thread: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: NodeJS.Timeout | null = null;

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function ensureThread(): Worker {
    if (thread) return thread;
    const started = startThread();
    started.on('message', (message: { id: number; faces?: DetectedFace[]; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(`face detection failed: ${message.error}`));
      else waiting.resolve(message.faces ?? []);
      scheduleIdle();
    });
    started.on('error', (error: Error) => {
      if (thread === started) thread = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (thread === started) thread = null;
      if (pending.size > 0) failAll(new Error(`the face detector stopped (exit code ${code})`));
    });
    thread = started;
    return started;
  }

  function scheduleIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (pending.size === 0) void close();
    }, idleMs);
    idleTimer.unref();
  }

  async function close() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const ending = thread;
    thread = null;
    if (ending) await ending.terminate();
  }

  return {
    detect(picture) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const worker = ensureThread();
      const id = nextId++;
      return new Promise<DetectedFace[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, width: picture.width, height: picture.height, pixels: picture.pixels }, [
          picture.pixels.buffer as ArrayBuffer,
        ]);
      });
    },
    close,
  };
}
