import { useEffect, useState } from 'react';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'focusin', 'touchstart'] as const;

/**
 * True after `delayMs` without pointer, touch, wheel, key or focus activity on the page (spec §9:
 * 'inactivity 5 s fades zoom control'); any activity makes it false again at once.
 */
export function useInactivity(delayMs: number, enabled = true): boolean {
  const [inactive, setInactive] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setInactive(false);
      return;
    }
    let timer = window.setTimeout(() => setInactive(true), delayMs);
    const onActivity = () => {
      window.clearTimeout(timer);
      setInactive(false);
      timer = window.setTimeout(() => setInactive(true), delayMs);
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [delayMs, enabled]);
  return inactive;
}
