import { BREAKPOINTS_PX } from '@retropics/domain/constants';

/**
 * The intro movie's files (rendered by scripts/render-intro-movie.ts into public/intro/). They are
 * not precached by the service worker: a visitor who never opens the intro never downloads them.
 */
export const INTRO_VIDEO = {
  wide: '/intro/intro-wide.mp4',
  narrow: '/intro/intro-narrow.mp4',
} as const;

/** Spec §9 'video width': windows this wide or narrower get the upright (9:16) rendering. */
export const NARROW_VIDEO_QUERY = `(max-width: ${BREAKPOINTS_PX.video}px)`;

export function captionsUrl(language: string): string {
  return `/intro/captions.${language}.vtt`;
}
