import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY_PREFIX = 'retropics.feedScroll.';

/**
 * Coming back to the feed (browser back) returns to the card the visitor left from. The position
 * is remembered per history entry; on return it is applied once the cached pages are laid out
 * tall enough, giving up after the spec's 1000 ms (§9 'restore scroll').
 */
export function useFeedScrollRestore(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${KEY_PREFIX}${location.key}`;
  const restored = useRef(false);

  useEffect(() => {
    let timer = 0;
    const save = () => {
      if (timer) return;
      timer = window.setTimeout(() => {
        timer = 0;
        try {
          sessionStorage.setItem(key, String(Math.round(window.scrollY)));
        } catch {
          // Without storage the browser's own restoration still applies.
        }
      }, 200);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      window.clearTimeout(timer);
    };
  }, [key]);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (navigationType !== 'POP') return;
    let saved = 0;
    try {
      saved = Number(sessionStorage.getItem(key) ?? 0);
    } catch {
      return;
    }
    if (!(saved > 0) || Math.abs(window.scrollY - saved) < 2) return;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const tallEnough = document.documentElement.scrollHeight >= saved + window.innerHeight;
      if (tallEnough || performance.now() - started > TIMERS_MS.restoreScroll) window.scrollTo(0, saved);
      else frame = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => window.cancelAnimationFrame(frame);
  }, [ready, navigationType, key]);
}
