import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type KeyboardEvent, type TouchEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../../../lib/routing/route-links';
import { showError } from '../../../lib/snackbar/snackbar-store';
import { albumImagePath, albumName, albumTeaser } from '../album-texts';
import { type TopAlbum, useTopAlbums } from '../use-top-albums';
import { AlbumImage } from './album-image';

/** Spec §2/§9: the carousel turns every 4 s. */
export const CAROUSEL_INTERVAL_MS = 4000;
const SWIPE_DISTANCE_PX = 50;
const FRAME_SX = { position: 'relative', width: '100%', aspectRatio: { xs: '4 / 3', sm: '16 / 9' } } as const;

const DOTS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  '& > button': {
    width: 24,
    height: 24,
    p: 0,
    border: 0,
    cursor: 'pointer',
    background: 'none',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    '&::after': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: 'text.secondary' },
    '&[aria-current="true"]::after': { width: 12, height: 12, bgcolor: 'primary.main' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
} as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slide({
  album,
  index,
  count,
  priority,
}: {
  album: TopAlbum;
  index: number;
  count: number;
  priority: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = albumName(album, i18n.language);
  const teaser = albumTeaser(album, i18n.language);
  const showPath = routePath('ImageGalleryShow', { id: album.id });
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t('start.slideLabel', { index: index + 1, count })}
      sx={{ ...FRAME_SX, borderRadius: 3, overflow: 'hidden', bgcolor: '#2a2119' }}
    >
      <AlbumImage key={albumImagePath(album)} filePath={albumImagePath(album)} priority={priority} />
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: { xs: 2, sm: 3 },
          pt: 6,
          pb: { xs: 2, sm: 2.5 },
          color: '#fff',
          background: 'linear-gradient(to top, rgba(0,0,0,0.88) 0%, rgba(0,0,0,0.7) 55%, rgba(0,0,0,0) 100%)',
        }}
      >
        <Typography component="h3" variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.6rem' }, mb: 0.5 }}>
          {showPath ? (
            <Link component={RouterLink} to={showPath} color="inherit" underline="hover">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {teaser && (
          <Typography
            variant="body2"
            sx={{
              color: 'rgba(255,255,255,0.92)',
              display: '-webkit-box',
              WebkitLineClamp: { xs: 2, sm: 3 },
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {teaser}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Spec §2 start screen: rotating carousel of the top albums, with pause, arrows, dots and swipe. */
export function TopAlbumsCarousel() {
  const { t } = useTranslation();
  const albums = useTopAlbums();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [interacting, setInteracting] = useState(false);
  const touchStart = useRef<number | null>(null);
  const items = albums.data ?? [];
  const count = items.length;

  useEffect(() => {
    if (albums.error) showError(albums.error.message || t('start.loadError'));
  }, [albums.error, t]);

  useEffect(() => {
    if (!playing || interacting || count < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, interacting, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (touchStart.current === null || endX === undefined) return;
    const dx = endX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(dx) >= SWIPE_DISTANCE_PX) go(dx < 0 ? 1 : -1);
  };

  const current = items[index % Math.max(count, 1)];

  return (
    <Box component="section" aria-labelledby={headingId}>
      {/* The heading is for screen readers; sighted people see the carousel right under the logo. */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t('start.carouselHeading')}
      </Typography>
      {albums.isPending && (
        <Skeleton
          variant="rounded"
          sx={{ ...FRAME_SX, height: 'auto', borderRadius: 3 }}
          aria-hidden="true"
        />
      )}
      {albums.isError && (
        <Box
          sx={{
            ...FRAME_SX,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 3,
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ textAlign: 'center', p: 2 }}>
            <Typography sx={{ mb: 2 }}>{t('start.loadError')}</Typography>
            <Button variant="outlined" onClick={() => void albums.refetch()}>
              {t('start.retry')}
            </Button>
          </Box>
        </Box>
      )}
      {albums.isSuccess && count === 0 && <Typography color="text.secondary">{t('start.empty')}</Typography>}
      {current && (
        <Box
          role="region"
          aria-roledescription="carousel"
          aria-label={t('start.carouselLabel')}
          data-testid="top-albums-carousel"
          onKeyDown={onKeyDown}
          onMouseEnter={() => setInteracting(true)}
          onMouseLeave={() => setInteracting(false)}
          onFocus={() => setInteracting(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <Box aria-live={playing && !interacting ? 'off' : 'polite'} aria-atomic="true">
            <Slide album={current} index={index} count={count} priority={index === 0} />
          </Box>
          {count > 1 && (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
              <IconButton
                onClick={() => setPlaying((value) => !value)}
                aria-label={playing ? t('start.pause') : t('start.play')}
              >
                {playing ? <PauseIcon /> : <PlayArrowIcon />}
              </IconButton>
              <IconButton onClick={() => go(-1)} aria-label={t('start.previous')}>
                <ChevronLeftIcon />
              </IconButton>
              {/* One style block for all dots (plain buttons), not one styled component per dot. */}
              <Box sx={DOTS_SX}>
                {items.map((album, dot) => (
                  <button
                    key={album.id}
                    type="button"
                    onClick={() => setIndex(dot)}
                    aria-label={t('start.goTo', { index: dot + 1 })}
                    aria-current={dot === index ? 'true' : undefined}
                  />
                ))}
              </Box>
              <IconButton onClick={() => go(1)} aria-label={t('start.next')}>
                <ChevronRightIcon />
              </IconButton>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
