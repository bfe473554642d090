import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CreatedRetrosnap, QueueEntry, QueueStore } from './retrosnap-queue';

/**
 * The RetroSnap queue in IndexedDB (idb-keyval), one record per capture keyed by its clientKey,
 * the picture kept as a Blob. Pages and the service worker share it; each write is announced on a
 * BroadcastChannel so every open queue list and the page that saved follow the worker's sends.
 */

const CHANNEL = 'retropics-retrosnap-queue';

export type QueueMessage = { type: 'changed' } | { type: 'sent'; retrosnap: CreatedRetrosnap };

let database: UseStore | null = null;
// Opened on first use: importing the module (the shell, the worker) opens nothing.
const queueDatabase = (): UseStore => {
  database ??= createStore('retropics-retrosnap-queue', 'entries');
  return database;
};

/** `elsewhere`: another tab or the service worker; `here`: this page. */
export type QueueListener = (message: QueueMessage, from: 'here' | 'elsewhere') => void;

const localListeners = new Set<QueueListener>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<QueueMessage>) => {
      for (const listener of localListeners) listener(event.data, 'elsewhere');
    };
  }
  return channel;
}

/** Tells this context and every other one (tabs, the worker) what happened to the queue. */
export function announce(message: QueueMessage): void {
  for (const listener of localListeners) listener(message, 'here');
  openChannel()?.postMessage(message);
}

export function listenToQueue(listener: QueueListener): () => void {
  openChannel();
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

export const idbQueueStore: QueueStore = {
  async all() {
    return (await entries<string, QueueEntry>(queueDatabase())).map(([, entry]) => entry);
  },
  async put(entry) {
    await set(entry.clientKey, entry, queueDatabase());
    announce({ type: 'changed' });
  },
  async remove(clientKey) {
    await del(clientKey, queueDatabase());
    announce({ type: 'changed' });
  },
};
