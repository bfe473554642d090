import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the element the returned ref is put on (placed after a list) comes within
 * `distancePx` of the bottom of the viewport: infinite scroll (spec §9: 2000 px for the feed and
 * the collections, 40 px for plain lists).
 */
export function useNearEnd(onNearEnd: () => void, distancePx: number) {
  const endRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const end = endRef.current;
    if (!end) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [onNearEnd, distancePx]);
  return endRef;
}
