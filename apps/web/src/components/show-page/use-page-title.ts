import { useEffect } from 'react';

/** The browser tab (and screen reader) title of a screen: `{title} – RetroPics`, restored on leaving. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} – RetroPics`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
