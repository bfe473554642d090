import type { SearchFilter } from '@retropics/domain/search-filters';
import { useSyncExternalStore } from 'react';

export type { SearchFilter };

/**
 * The active search filters (spec §3 'Search filter'), shared by the feed, the search layer and the
 * map. The rules for changing them (one per type, geo removed by the others, sorted by type) are
 * the domain's `addFilter`/`removeFilter`; this store only holds the result.
 *
 * The feed carries the filters in its URL so that a search can be shared and reloaded: to search
 * from elsewhere (a map place, 'near me'), set the filters here and open the feed; it writes them
 * into its address.
 */
let filters: readonly SearchFilter[] = [];
let layerOpen = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setSearchFilters(next: readonly SearchFilter[]): void {
  filters = next;
  emit();
}

export function getSearchFilters(): readonly SearchFilter[] {
  return filters;
}

export function clearSearchFilters(): void {
  if (filters.length > 0) setSearchFilters([]);
}

/** The search layer (spec §2 Shell): a full-width dialog opened from the toolbar or the feed. */
export function openSearchLayer(): void {
  layerOpen = true;
  emit();
}

export function closeSearchLayer(): void {
  layerOpen = false;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLayerOpen = (): boolean => layerOpen;

export function useSearchFilters(): readonly SearchFilter[] {
  return useSyncExternalStore(subscribe, getSearchFilters, getSearchFilters);
}

export function useSearchLayerOpen(): boolean {
  return useSyncExternalStore(subscribe, getLayerOpen, getLayerOpen);
}
