import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker and watches for new versions (spec §4 'Service worker'):
 * a waiting worker raises the new-version snackbar; the check repeats every `checkIntervalMs`.
 */
export async function registerServiceWorker(checkIntervalMs: number): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // workbox-window is loaded after the first paint so it does not weigh on the start screen.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => setUpdateWaiting(true));
  await wb.register();
  window.setInterval(() => {
    void wb.update();
  }, checkIntervalMs);
}

/**
 * "Refresh": the waiting worker takes over, then the page reloads into the new version. The
 * browser's own `controllerchange` and the registration's own waiting worker are used rather than
 * workbox-window's view of them, which can lag behind an update the browser found by itself.
 */
export async function applyUpdate(): Promise<void> {
  const registration = workbox ? await navigator.serviceWorker.getRegistration('/') : undefined;
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getUpdateWaiting = (): boolean => updateWaiting;

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, getUpdateWaiting, getUpdateWaiting);
}
