import { type RefObject, useEffect } from 'react';

/** Spec §9: on the map a swipe must cover at least 250 px; elsewhere a shorter swipe switches tabs. */
export const MAP_SWIPE_DISTANCE_PX = 250;
export const TAB_SWIPE_DISTANCE_PX = 80;

export type SwipeDirection = 'left' | 'right';

/** A swipe counts when it is long enough and more horizontal than vertical. */
export function swipeDirection(dx: number, dy: number, minDistance: number): SwipeDirection | null {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? 'right' : 'left';
}

/**
 * The tab a swipe leads to: swiping right goes to the tab on the left (towards Home), swiping left
 * to the tab on the right (towards my images). On the map this gives the spec's rule: right to the
 * home list, left to the image gallery list.
 */
export function swipeTarget<T>(tabs: readonly T[], current: number, direction: SwipeDirection): T | null {
  const next = direction === 'right' ? current - 1 : current + 1;
  return tabs[next] ?? null;
}

/** Calls `onSwipe` for horizontal touch swipes on the element. */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  minDistance: number,
  onSwipe: (direction: SwipeDirection) => void,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y, minDistance);
      start = null;
      if (direction) onSwipe(direction);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [target, minDistance, onSwipe, enabled]);
}
