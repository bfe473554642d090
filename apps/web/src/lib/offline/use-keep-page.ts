import { useEffect } from 'react';
import type { KeepPageMessage } from './offline-caches';

/**
 * Asks the service worker to keep the page of the screen shown (see KeepPageMessage), now and
 * when a worker first takes charge of this tab. Offline there is nothing to fetch.
 */
export function useKeepPageOffline(path: string): void {
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const send = () => {
      if (!navigator.onLine) return;
      const message: KeepPageMessage = { type: 'retropics:keep-page', path };
      worker.controller?.postMessage(message);
    };
    send();
    worker.addEventListener('controllerchange', send);
    return () => worker.removeEventListener('controllerchange', send);
  }, [path]);
}
