import { useSyncExternalStore } from 'react';
import { keptAlbumCacheName } from './offline-caches';

/** An album kept offline: its data and pictures sit in their own cache (offline-caches.ts). */
export interface KeptAlbum {
  id: number;
  headline: string;
  /** ISO time of the download. */
  keptAt: string;
  /** Kept while signed in: it goes when the person signs out (personal-data.ts). */
  personal: boolean;
}

const STORAGE_KEY = 'retropics.keptAlbums';
const listeners = new Set<() => void>();

function isKeptAlbum(value: unknown): value is KeptAlbum {
  const entry = value as Partial<KeptAlbum> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'number' &&
    typeof entry.headline === 'string' &&
    typeof entry.keptAt === 'string' &&
    typeof entry.personal === 'boolean'
  );
}

function read(): KeptAlbum[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isKeptAlbum) : [];
  } catch {
    return [];
  }
}

let current: KeptAlbum[] = typeof localStorage === 'undefined' ? [] : read();

function write(next: KeptAlbum[]): void {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the list lives as long as the page.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab kept or removed an album.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

export function keptAlbums(): readonly KeptAlbum[] {
  return current;
}

export function rememberKeptAlbum(album: KeptAlbum): void {
  write([...current.filter((entry) => entry.id !== album.id), album]);
}

async function deleteCaches(albumId: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([
    caches.delete(keptAlbumCacheName(albumId, false)),
    caches.delete(keptAlbumCacheName(albumId, true)),
  ]);
}

/** Removes an album from offline use: its list entry and its cache. */
export async function forgetKeptAlbum(albumId: number): Promise<void> {
  write(current.filter((entry) => entry.id !== albumId));
  await deleteCaches(albumId);
}

/** The albums kept while signed in (their caches are deleted with the other personal ones). */
export function forgetPersonalKeptAlbums(): void {
  if (current.some((entry) => entry.personal)) write(current.filter((entry) => !entry.personal));
}

/**
 * The browser may evict caches under storage pressure (when persistence was not granted): an
 * entry whose cache is gone is dropped, so the album screen never claims what is not there.
 */
export async function verifyKeptAlbum(albumId: number): Promise<void> {
  const entry = current.find((candidate) => candidate.id === albumId);
  if (!entry || typeof caches === 'undefined') return;
  if (!(await caches.has(keptAlbumCacheName(albumId, entry.personal)))) await forgetKeptAlbum(albumId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKeptAlbums(): readonly KeptAlbum[] {
  return useSyncExternalStore(subscribe, keptAlbums, keptAlbums);
}

export function useKeptAlbum(albumId: number): KeptAlbum | undefined {
  return useKeptAlbums().find((entry) => entry.id === albumId);
}
