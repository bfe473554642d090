import { Worker } from 'node:worker_threads';

type Answer = { id: number; error?: string };
type Pending = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

/**
 * A library that takes seconds and hundreds of megabytes (face detection, OpenCV) runs in a
 * worker thread of its own, so requests keep being answered while it works. The thread is started
 * with the first call, not at start-up; it ends after `idleMs` without work to give its memory
 * back; a thread that dies fails the calls it had and is started anew for the next one.
 *
 * The worker file answers each message `{ id, … }` with `{ id, …result }` or `{ id, error }`.
 */
export function createWorkerThreadClient(options: {
  /** The caller's `import.meta.url`: the worker file lies beside it. */
  besides: string;
  /** The worker file's name without extension, e.g. 'alignment.worker'. */
  worker: string;
  /** Names the work in errors ('alignment', 'face detection'). */
  what: string;
  idleMs?: number;
}) {
  const idleMs = options.idleMs ?? 60_000;
  let thread: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: NodeJS.Timeout | null = null;

  // Built, the worker is the compiled file beside the caller; from the sources (tests, tsx) the
  // thread first registers tsx to read TypeScript.
  function startThread(): Worker {
    if (!options.besides.endsWith('.ts'))
      return new Worker(new URL(`./${options.worker}.js`, options.besides));
    const tsx = import.meta.resolve('tsx/esm/api');
    const file = new URL(`./${options.worker}.ts`, options.besides).href;
    const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(file)}); });`;
    return new Worker(boot, { eval: true });
  }

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function ensureThread(): Worker {
    if (thread) return thread;
    const started = startThread();
    started.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting.reject(new Error(`${options.what} failed: ${answer.error}`));
      else waiting.resolve(answer);
      scheduleIdle();
    });
    started.on('error', (error: Error) => {
      if (thread === started) thread = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (thread === started) thread = null;
      if (pending.size > 0) failAll(new Error(`the ${options.what} thread stopped (exit code ${code})`));
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
    /** Sends one piece of work (its buffers moved, not copied) and waits for the thread's answer. */
    call<Result>(message: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<Result> {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const worker = ensureThread();
      const id = nextId++;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...message, id }, transfer);
      }) as Promise<Answer & Result>;
    },
    close,
  };
}

/** A job's long call, given up when the server stops (the job is then run again after the restart). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, what: string): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error(`${what} cancelled: the server is stopping`));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
