import { GALLERY_ITEM_LISTS, type GalleryItemLists } from '@retropics/domain/gallery-items';
import { ApiError } from '../../lib/hydra/hydra-client';

/** What an album card counts: everything the album holds (photographs, RetroSnaps, sub-albums, comments). */
export function albumItemCount(album: GalleryItemLists): number {
  return GALLERY_ITEM_LISTS.reduce((count, list) => count + album[list].length, 0);
}

/** What a list query says about its failure (the parts of TanStack Query's state read here). */
export interface ListQueryState {
  isError: boolean;
  error: unknown;
  /** The read failed and waits for the network before it tries again (networkMode 'offlineFirst'). */
  isPaused: boolean;
  failureReason: unknown;
}

/**
 * Why a list shows nothing: 'offline' when the read got no answer at all (no network and no answer
 * in the worker's cache, spec §8 'Unable to retrieve data. Device is offline'), 'error' when the
 * server refused it, null while it is still loading or has not failed. A read that failed offline
 * waits paused for the network (app-providers.tsx), so its failure is read from `failureReason`.
 */
export function listFailure(query: ListQueryState): 'offline' | 'error' | null {
  const reason = query.isError ? query.error : query.isPaused ? query.failureReason : null;
  if (reason === null || reason === undefined) return null;
  if (reason instanceof ApiError) return 'error';
  if (reason instanceof DOMException && reason.name === 'AbortError') return null;
  return 'offline';
}
