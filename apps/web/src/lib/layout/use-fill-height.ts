import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height from an element's top to the bottom of the window, less a fixed bottom navigation
 * bar when the shell shows one: full-screen pictures on routes that keep the toolbar.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bottomNav = [...document.querySelectorAll<HTMLElement>('nav')].find(
        (nav) =>
          getComputedStyle(nav).position === 'fixed' &&
          nav.getBoundingClientRect().bottom >= window.innerHeight - 1,
      );
      setHeight(Math.max(240, window.innerHeight - top - (bottomNav?.offsetHeight ?? 0)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
