import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. A few lines instead of MUI's
 * useMediaQuery, whose extra 3 KB would count against the feed's script budget.
 */
export function useMatchMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
