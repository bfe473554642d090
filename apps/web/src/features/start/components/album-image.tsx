import Box from '@mui/material/Box';
import { useState } from 'react';
import { LogoMark } from '../../../components/logo-mark';
import { originalPhotographUrl, thumbnailSrcSet, thumbnailUrl } from '../../../lib/media/image-urls';
import { CAROUSEL_IMAGE_SIZES } from '../api/top-albums-early';

/**
 * The album picture (keyed by its file path, so a new picture starts over): the display-size thumbnail, then the original when thumbnails are not made
 * (yet), then a plain placeholder, so that a broken image is never shown.
 */
export function AlbumImage({ filePath, priority }: { filePath: string | null; priority: boolean }) {
  const candidates = filePath
    ? [
        { src: thumbnailUrl(filePath, 'display'), srcSet: thumbnailSrcSet(filePath) },
        { src: originalPhotographUrl(filePath), srcSet: undefined },
      ]
    : [];
  const [attempt, setAttempt] = useState(0);
  const source = candidates[attempt];

  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #3e2f20, #8a6a43)',
      }}
    >
      <LogoMark size={72} />
      {source && (
        <Box
          component="img"
          key={source.src}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? CAROUSEL_IMAGE_SIZES : undefined}
          alt=""
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          // The image paints as soon as it arrives (no fade), which keeps the start screen's LCP early.
          onError={() => setAttempt((current) => current + 1)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      )}
    </Box>
  );
}
