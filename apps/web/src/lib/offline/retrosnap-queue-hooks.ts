import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../auth/session-store';
import { refreshAfterRetrosnapWrite } from '../resources/retrosnaps';
import { ownerOf, type QueueEntry } from './retrosnap-queue';
import { flushRetrosnapQueue } from './retrosnap-queue-flush';
import { idbQueueStore, listenToQueue } from './retrosnap-queue-store';

/**
 * For the shell: sends the offline RetroSnap queue when the app opens, when the person signs in
 * and when the connection returns. Browsers without Background Sync (Safari) rely on this alone;
 * elsewhere the worker may be first, and the queue's lock makes the two take turns.
 */
export function useRetrosnapQueueFlush(): void {
  const queryClient = useQueryClient();
  const owner = ownerOf(useSession().user);
  useEffect(() => {
    if (owner === null || typeof indexedDB === 'undefined') return;
    const flush = () => {
      flushRetrosnapQueue(queryClient).catch((error: unknown) => {
        console.error('RetroSnap queue could not be sent', error);
      });
    };
    flush();
    window.addEventListener('online', flush);
    // The worker or another tab sent something: every screen that shows RetroSnaps asks again
    // (this page's own sends refresh in flushRetrosnapQueue).
    const stop = listenToQueue((message, from) => {
      if (message.type === 'sent' && from === 'elsewhere') void refreshAfterRetrosnapWrite(queryClient);
    });
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [owner, queryClient]);
}

/** The signed-in person's queue entries, oldest first, following every change (worker's too). */
export function useRetrosnapQueue(): { entries: QueueEntry[]; reload: () => void } {
  const owner = ownerOf(useSession().user);
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const reload = useCallback(() => {
    if (owner === null || typeof indexedDB === 'undefined') {
      setEntries([]);
      return;
    }
    idbQueueStore
      .all()
      .then((all) =>
        setEntries(all.filter((entry) => entry.owner === owner).sort((a, b) => a.takenAt - b.takenAt)),
      )
      .catch(() => setEntries([]));
  }, [owner]);
  useEffect(() => {
    reload();
    return listenToQueue(reload);
  }, [reload]);
  return { entries, reload };
}
