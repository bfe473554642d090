import CampaignIcon from '@mui/icons-material/Campaign';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { isExternalLink } from '@retropics/domain/contracts/announcement.contract';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TilePlacement } from '../../../components/masonry/masonry-layout';
import { TileImage } from '../../../components/tiles/tile-image';
import { useSession } from '../../../lib/auth/session-store';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { useMatchMedia } from '../../../lib/layout/use-media-query';
import { originalPhotographUrl, thumbnailSizeFor, thumbnailUrl } from '../../../lib/media/image-urls';
import { postAnnouncementClick } from '../../../lib/resources/announcements';
import type { FeedItem } from '../../../lib/resources/feed-items';
import { feedImagesOf } from '../first-picture';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * An announcement's mp4: muted and looping, playing only while it is on screen. With reduced
 * motion it never starts by itself: the poster shows with a play button, and the reader decides.
 */
function AnnouncementVideo({
  src,
  poster,
  title,
}: {
  src: string;
  poster: string | undefined;
  title: string;
}) {
  const { t } = useTranslation('browse');
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useMatchMedia('(prefers-reduced-motion: reduce)');
  const [visible, setVisible] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), {
      threshold: 0.25,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const wanted = visible && (!reducedMotion || chosen);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (wanted) element.play().catch(() => undefined);
    else element.pause();
  }, [wanted]);

  return (
    <>
      <Box
        component="video"
        ref={video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload={reducedMotion ? 'none' : 'metadata'}
        aria-hidden
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        sx={cover}
        data-announcement-video
      />
      {reducedMotion && (
        <IconButton
          onClick={() => setChosen((value) => !value)}
          aria-label={playing ? t('feed.pauseVideo', { title }) : t('feed.playVideo', { title })}
          aria-pressed={playing}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            zIndex: 2,
            color: '#fff',
            bgcolor: 'rgba(0,0,0,0.6)',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
          }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      )}
    </>
  );
}

/**
 * Spec §2 Feed: an announcement card (a picture, or an mp4 with its poster). A click posts
 * `click` (spec §7) with the signed-in person's id, then follows the link: an app path inside
 * the app, a web address in a new tab.
 */
export function AnnouncementCard({
  item,
  placement,
  title,
}: {
  item: FeedItem;
  placement: TilePlacement;
  title: string;
}) {
  const { t, i18n } = useTranslation('browse');
  const navigate = useNavigate();
  const { user } = useSession();
  const text = pickTranslation(item.translations, i18n.language)?.text;
  const [path] = feedImagesOf(item);
  const isVideo = path?.toLowerCase().endsWith('.mp4') ?? false;
  const poster = isVideo ? (item.thumbnail ?? undefined) : undefined;
  const link = item.link;
  const external = link ? isExternalLink(link) : false;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link) return;
    const personId = user?.person_id === undefined ? null : Number(user.person_id);
    const counted = postAnnouncementClick(item.document, personId).catch(() => undefined);
    if (external || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void counted.then(() => navigate(link));
  };

  return (
    <Box
      sx={{ position: 'relative', height: '100%', borderRadius: 1.5, overflow: 'hidden', color: '#fff' }}
      data-document-type="Announcement"
      data-document={item.document}
    >
      {path && isVideo ? (
        <AnnouncementVideo
          src={originalPhotographUrl(path)}
          poster={poster && thumbnailUrl(poster, thumbnailSizeFor(placement.width, placement.height, 1))}
          title={title}
        />
      ) : (
        <TileImage
          sources={path ? [{ filePath: path }] : []}
          size={thumbnailSizeFor(placement.width, placement.height, item.imageRatio)}
        />
      )}
      <Box
        component={link ? 'a' : 'div'}
        {...(link
          ? {
              href: link,
              onClick,
              ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
            }
          : {})}
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          color: 'inherit',
          textDecoration: 'none',
          '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -3 },
        }}
      >
        <Box
          sx={{
            p: 1.25,
            pt: 5,
            background: 'linear-gradient(to top, rgba(0,0,0,0.85), rgba(0,0,0,0.5) 65%, transparent)',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              mb: 0.5,
              fontSize: '0.75rem',
              opacity: 0.9,
            }}
          >
            <CampaignIcon sx={{ fontSize: 16 }} aria-hidden />
            {t('feed.announcement')}
            {external && (
              <>
                <OpenInNewIcon sx={{ fontSize: 14, ml: 'auto' }} aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  {t('feed.opensInNewTab')}
                </Box>
              </>
            )}
          </Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.25 }}>
            {title}
          </Typography>
          {text && (
            <Typography component="p" sx={{ fontSize: '0.85rem', mt: 0.5, opacity: 0.92 }}>
              {text}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
