import { useSyncExternalStore } from 'react';

/**
 * Spec §4: anonymous actions (comment, vote, album, perk) open a 'Please log in' dialog instead.
 * Features call `promptSignIn()`; the shell shows the dialog.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function promptSignIn(): void {
  set(true);
}

export function closeSignInPrompt(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInPromptOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
