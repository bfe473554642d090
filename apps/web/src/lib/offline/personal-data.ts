import { forgetPersonalKeptAlbums } from './kept-albums';
import { isPersonalCache } from './offline-caches';

/** The person whose reads the personal caches hold ('' for none). */
const OWNER_KEY = 'retropics.offline.owner';

function storedOwner(): string {
  try {
    return localStorage.getItem(OWNER_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeOwner(owner: string): void {
  try {
    if (owner) localStorage.setItem(OWNER_KEY, owner);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage blocked: the caches are cleared again next time, which is the safe side.
  }
}

/**
 * On a shared device nobody sees another person's private answers offline: whenever the person
 * differs from the one the personal caches were filled for (sign-out, another sign-in, a session
 * that ended while the app was closed), those caches and the albums kept while signed in go.
 */
export async function keepOfflineDataOnlyFor(personId: string | null): Promise<void> {
  const person = personId ?? '';
  if (storedOwner() === person) return;
  forgetPersonalKeptAlbums();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter(isPersonalCache).map((name) => caches.delete(name)));
  }
  storeOwner(person);
}
