import { useSyncExternalStore } from 'react';
import { isNetworkStateMessage } from './offline-caches';

/**
 * Whether the app is cut off: the browser says it is offline (`navigator.onLine` and its events),
 * the service worker found the API out of reach and answered from its caches, or a read failed
 * with a network error. Any of them makes the shell show the offline badge.
 */
interface Connectivity {
  browserOffline: boolean;
  apiUnreachable: boolean;
}

let state: Connectivity = {
  browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  apiUnreachable: false,
};
const listeners = new Set<() => void>();
let watching = false;

function update(next: Partial<Connectivity>): void {
  const merged = { ...state, ...next };
  if (merged.browserOffline === state.browserOffline && merged.apiUnreachable === state.apiUnreachable)
    return;
  state = merged;
  for (const listener of listeners) listener();
}

/** A read failed without an answer (no ApiError): the network is gone or the server out of reach. */
export function reportNetworkFailure(): void {
  update({ apiUnreachable: true });
}

function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('offline', () => update({ browserOffline: true }));
  // Back online: the next read through the worker says whether the server answers again.
  window.addEventListener('online', () => update({ browserOffline: false, apiUnreachable: false }));
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.addEventListener('message', (event: MessageEvent) => {
    if (isNetworkStateMessage(event.data)) update({ apiUnreachable: !event.data.reachable });
  });
  // The worker may have found the API out of reach before this page opened.
  void worker.ready.then(() => worker.controller?.postMessage({ type: 'retropics:network?' }));
}

function subscribe(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOffline(current: Connectivity = state): boolean {
  return current.browserOffline || current.apiUnreachable;
}

const getOffline = (): boolean => isOffline();

/** True while the app is cut off (see above). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, getOffline, () => false);
}
