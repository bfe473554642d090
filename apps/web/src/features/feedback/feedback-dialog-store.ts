import { useSyncExternalStore } from 'react';

/**
 * Which of the two drawer dialogs is open (spec §2: feedback, bug report). The drawer asks for
 * one and closes; the shell shows it, so the dialog outlives the drawer.
 */
export type FeedbackKind = 'feedback' | 'bugReport';

let open: FeedbackKind | null = null;
const listeners = new Set<() => void>();

function set(next: FeedbackKind | null): void {
  open = next;
  for (const listener of listeners) listener();
}

export function openFeedbackDialog(kind: FeedbackKind): void {
  set(kind);
}

export function closeFeedbackDialog(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenFeedbackDialog(): FeedbackKind | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
