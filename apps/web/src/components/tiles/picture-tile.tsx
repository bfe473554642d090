import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { thumbnailSizeFor } from '../../lib/media/image-urls';
import { LazyDepthViewer } from '../depth-viewer/lazy-depth-viewer';
import { candidatesOf, TileImage, type TileImageSource } from './tile-image';

export interface PictureTileProps {
  /** Where the tile leads; without it (its screen does not exist yet) the tile is a plain picture. */
  to: string | null;
  title: string;
  subtitle?: string | null;
  sources: readonly TileImageSource[];
  /** A direct picture address instead of the thumbnails (album cover, comment section). */
  src?: string | null;
  imageRatio: number;
  width: number;
  height: number;
  /** Show title and subtitle over the picture; otherwise they appear on hover and focus only. */
  showText?: boolean;
  /** Icons in the top right corner (flip side, type). */
  badges?: ReactNode;
  /** Buttons in the bottom right corner (one above the other), above the tile's link. */
  actions?: ReactNode;
  /** More content in the bottom overlay (a progress bar). */
  footer?: ReactNode;
  /** A depth map for the 2.5D effect, when the visitor allows it. */
  depthMap?: string | null;
  /** Spec §9: the depth effect's threshold, 45 in the feed and 20 (the default) in the grids. */
  depthThreshold?: number;
  priority?: boolean;
}

/**
 * One picture tile of a masonry grid. The title is the link and stretches over the whole tile, so
 * the tile opens on a click anywhere while its own buttons stay separate controls (no link inside a
 * link) and a screen reader hears the title once.
 */
export function PictureTile({
  to,
  title,
  subtitle,
  sources,
  src,
  imageRatio,
  width,
  height,
  showText = true,
  badges,
  actions,
  footer,
  depthMap,
  depthThreshold,
  priority = false,
}: PictureTileProps) {
  const size = thumbnailSizeFor(width, height, imageRatio);
  // A card moves only for those who allow motion; for the others it stays the plain picture.
  const reducedMotion = useMatchMedia('(prefers-reduced-motion: reduce)');
  const depthPicture = depthMap && !reducedMotion && sources[0] ? candidatesOf(sources[0], size)[0] : null;
  const picture = <TileImage sources={sources} src={src} size={size} priority={priority} />;
  const titleText = (
    <Typography
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        fontWeight: 600,
        fontSize: width < 200 ? '0.85rem' : '0.95rem',
        lineHeight: 1.25,
      }}
    >
      {title}
    </Typography>
  );

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        color: '#fff',
        '&:hover .tile-text, &:focus-within .tile-text': { opacity: 1 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {depthMap && depthPicture ? (
        <LazyDepthViewer
          picture={depthPicture}
          depthMap={depthMap}
          imageRatio={imageRatio}
          threshold={depthThreshold}
          still={picture}
        />
      ) : (
        picture
      )}
      <Box
        className="tile-text"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          pt: 4,
          pb: 1,
          px: 1.25,
          pr: actions ? 6 : 1.25,
          background: 'linear-gradient(to top, rgba(0,0,0,0.82), rgba(0,0,0,0.45) 60%, transparent)',
          opacity: showText ? 1 : 0,
          transition: 'opacity 150ms',
          pointerEvents: 'none',
        }}
      >
        {to ? (
          <Box
            component={RouterLink}
            to={to}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              pointerEvents: 'auto',
              outline: 'none',
              // The link covers the whole tile.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {titleText}
          </Box>
        ) : (
          titleText
        )}
        {subtitle && (
          <Typography component="span" sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.85 }} noWrap>
            {subtitle}
          </Typography>
        )}
        {footer}
      </Box>
      {badges && (
        <Box sx={{ position: 'absolute', top: 6, right: 6, display: 'flex', gap: 0.5, zIndex: 2 }}>
          {badges}
        </Box>
      )}
      {actions && (
        // A column, so the title beside it keeps its width however many buttons a tile has.
        <Box
          sx={{
            position: 'absolute',
            bottom: 4,
            right: 4,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            zIndex: 2,
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
