import { useSyncExternalStore } from 'react';

/** Spec §8: errors red at the top for 5 s, 'Loading...' as blue info, success texts green. */
export type SnackbarKind = 'error' | 'info' | 'success';

/** A link the message offers ('Album öffnen' after adding to an album): an in-app path. */
export interface SnackbarAction {
  label: string;
  to: string;
}

export interface SnackbarMessage {
  id: number;
  kind: SnackbarKind;
  /** Already translated text, or an i18n key when `isKey` is set. */
  text: string;
  isKey: boolean;
  /** Milliseconds until it hides itself; null keeps it until it is dismissed. */
  autoHideMs: number | null;
  action?: SnackbarAction;
}

export const SNACKBAR_DURATION_MS = 5000;
/** Ours: a message with a link stays longer, so the link can still be reached (and it pauses on hover). */
export const SNACKBAR_WITH_ACTION_DURATION_MS = 10_000;

let nextId = 1;
let queue: readonly SnackbarMessage[] = [];
const listeners = new Set<() => void>();

function setQueue(next: readonly SnackbarMessage[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function push(message: Omit<SnackbarMessage, 'id'>): number {
  const id = nextId++;
  setQueue([...queue, { ...message, id }]);
  return id;
}

export function dismissSnackbar(id: number): void {
  setQueue(queue.filter((message) => message.id !== id));
}

export function showError(text: string): void {
  push({ kind: 'error', text, isKey: false, autoHideMs: SNACKBAR_DURATION_MS });
}

export function showSuccess(text: string, action?: SnackbarAction): void {
  const autoHideMs = action ? SNACKBAR_WITH_ACTION_DURATION_MS : SNACKBAR_DURATION_MS;
  push({ kind: 'success', text, isKey: false, autoHideMs, ...(action ? { action } : {}) });
}

/** Shows 'Loading...' until the returned function is called. */
export function showLoading(): () => void {
  const id = push({ kind: 'info', text: 'snackbar.loading', isKey: true, autoHideMs: null });
  return () => dismissSnackbar(id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getQueue = (): readonly SnackbarMessage[] => queue;

export function useSnackbarQueue(): readonly SnackbarMessage[] {
  return useSyncExternalStore(subscribe, getQueue, getQueue);
}
