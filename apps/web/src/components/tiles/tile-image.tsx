import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { originalPhotographUrl, type ThumbnailSize, thumbnailUrl } from '../../lib/media/image-urls';
import { preloadedThumbnail } from '../../lib/media/preloaded-thumbnails';
import { LogoMark } from '../logo-mark';

export interface TileImageSource {
  filePath: string;
  /** Ask for the colorized version (the server falls back to the plain one). */
  colorized?: boolean;
}

export interface TileImageProps {
  /** Pictures of the tile; several cross-fade one after the other. */
  sources: readonly TileImageSource[];
  size: ThumbnailSize;
  /** A direct address used instead of the thumbnails (album covers, comment sections). */
  src?: string | null;
  priority?: boolean;
  /** Seconds each picture stays when several cross-fade. */
  intervalS?: number;
}

/** The addresses of a tile's picture, best first: its thumbnail (or the one the splash loaded), the original. */
export function candidatesOf(source: TileImageSource, size: ThumbnailSize): string[] {
  const path = source.colorized ? `colorized.${source.filePath}` : source.filePath;
  return [preloadedThumbnail(path) ?? thumbnailUrl(path, size), originalPhotographUrl(source.filePath)];
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** One picture with its fallbacks: the thumbnail, then the original, then a quiet placeholder. */
function FallbackImage({
  candidates,
  priority,
  visible,
}: {
  candidates: readonly string[];
  priority: boolean;
  visible: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const source = candidates[attempt];
  if (!source) return null;
  return (
    <Box
      component="img"
      src={source}
      alt=""
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
      onError={() => setAttempt((current) => current + 1)}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        opacity: visible ? 1 : 0,
        transition: 'opacity 800ms ease-in-out',
      }}
    />
  );
}

/**
 * A tile's picture, cropped to the tile. Several pictures (a photograph's versions, an album's
 * first pictures) cross-fade; visitors who ask for reduced motion see the first one only.
 */
export function TileImage({ sources, size, src = null, priority = false, intervalS = 4 }: TileImageProps) {
  const count = src ? 1 : sources.length;
  const [shown, setShown] = useState(0);
  // The next picture of a cross-fade is fetched only once the page has loaded, so that on a slow
  // line the first pictures of every tile do not share the bandwidth with pictures not yet shown.
  const [cycling, setCycling] = useState(false);

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    let start = 0;
    let interval = 0;
    const begin = () => {
      // Tiles start at different moments so that a screen of them does not blink in step.
      start = window.setTimeout(
        () => {
          setCycling(true);
          interval = window.setInterval(() => setShown((current) => (current + 1) % count), intervalS * 1000);
        },
        Math.floor(Math.random() * intervalS * 1000),
      );
    };
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      window.removeEventListener('load', begin);
      window.clearTimeout(start);
      window.clearInterval(interval);
    };
  }, [count, intervalS]);

  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #2b241d, #5a4630)',
      }}
    >
      <LogoMark size={40} />
      {src ? (
        <FallbackImage candidates={[src]} priority={priority} visible />
      ) : (
        sources.map(
          (source, index) =>
            // Only the shown picture and, once cycling, the next one are in the DOM.
            (index === shown || (cycling && index === (shown + 1) % count)) && (
              <FallbackImage
                key={`${source.filePath}-${source.colorized ? 'c' : 'p'}`}
                candidates={candidatesOf(source, size)}
                priority={priority && index === 0}
                visible={index === shown}
              />
            ),
        )
      )}
    </Box>
  );
}
