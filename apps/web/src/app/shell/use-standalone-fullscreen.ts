import { useEffect } from 'react';
import type { RouteEntry } from '../routes/route-table';

/** Spec §2: routes flagged fullscreen request fullscreen when the app runs installed. */
export function useStandaloneFullscreen(route: RouteEntry | undefined): void {
  const wantsFullscreen = route?.fullscreen === true;
  useEffect(() => {
    if (!wantsFullscreen) return;
    if (!window.matchMedia('(display-mode: standalone)').matches) return;
    if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
    document.documentElement.requestFullscreen().catch((error: unknown) => {
      // Browsers refuse without a user gesture; the screen still works, so only log it.
      console.info('Fullscreen request refused', error);
    });
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [wantsFullscreen]);
}
