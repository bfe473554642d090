import { requestJson, type TokenPair } from '../hydra/hydra-client';
import { clearSession, getSession, setSession } from './session-store';

/** Stores a pair that a sign-in or an OAuth check answered. */
export function acceptTokens(pair: TokenPair): void {
  setSession(pair.token, pair.refresh_token);
}

const signOutTasks = new Set<() => Promise<void>>();

/**
 * Work that needs the session one last time when the person signs out, such as telling the server
 * to stop sending this browser their notifications. Runs before the session ends; returns the
 * unregister function.
 */
export function beforeSignOut(task: () => Promise<void>): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

/** Ends the session on the server too (best effort: offline still signs out locally). */
export async function signOut(): Promise<void> {
  // A failing task (offline, say) must not keep the person signed in.
  await Promise.allSettled([...signOutTasks].map((task) => task()));
  const { refreshToken } = getSession();
  try {
    await requestJson<void>('POST', '/logout', {
      body: refreshToken ? { refresh_token: refreshToken } : {},
      refresh: false,
      keepalive: true,
    });
  } catch {
    // Offline or refused: the tokens are forgotten here and expire on the server.
  }
  clearSession();
}
