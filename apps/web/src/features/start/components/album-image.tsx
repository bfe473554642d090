import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { LogoMark } from '../../../components/logo-mark';
import { originalPhotographUrl, thumbnailUrl } from '../../../lib/media/image-urls';

/**
 * The album picture: the display-size thumbnail, then the original when thumbnails are not made
 * (yet), then a plain placeholder, so that a broken image is never shown.
 */
export function AlbumImage({ filePath, priority }: { filePath: string | null; priority: boolean }) {
  const candidates = filePath ? [thumbnailUrl(filePath, 'display'), originalPhotographUrl(filePath)] : [];
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const source = candidates[attempt];

  // biome-ignore lint/correctness/useExhaustiveDependencies: start over whenever the picture changes.
  useEffect(() => {
    setAttempt(0);
    setLoaded(false);
  }, [filePath]);

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
      {!loaded && <LogoMark size={72} />}
      {source && (
        <Box
          component="img"
          key={source}
          src={source}
          alt=""
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          onError={() => {
            setLoaded(false);
            setAttempt((current) => current + 1);
          }}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: loaded ? 1 : 0,
            transition: 'opacity 500ms ease',
          }}
        />
      )}
    </Box>
  );
}
