import { useSyncExternalStore } from 'react';

/** One active search filter (spec §3 'Search filter'); the search feature fills this store. */
export interface SearchFilter {
  type: 'text' | 'category' | 'place' | 'daterange' | 'geo' | 'type';
  text: string;
  data: unknown;
  queryParam: string;
}

let filters: readonly SearchFilter[] = [];
const listeners = new Set<() => void>();

export function setSearchFilters(next: readonly SearchFilter[]): void {
  filters = next;
  for (const listener of listeners) listener();
}

export function clearSearchFilters(): void {
  if (filters.length > 0) setSearchFilters([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getFilters = (): readonly SearchFilter[] => filters;

export function useSearchFilters(): readonly SearchFilter[] {
  return useSyncExternalStore(subscribe, getFilters, getFilters);
}
