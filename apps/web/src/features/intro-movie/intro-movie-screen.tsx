import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n/i18n';
import { captionsUrl, INTRO_VIDEO, NARROW_VIDEO_QUERY } from './intro-video';

const IntroCreditsDialog = lazy(() => import('./intro-credits-dialog'));

/** Controls over the black frame: light on a dark, half-transparent ground, readable on any picture. */
const overlayControl = {
  position: 'absolute',
  top: 'calc(8px + env(safe-area-inset-top, 0px))',
  zIndex: 1,
  color: '#fff',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
} as const;

/** Where playback stands, kept across a switch between the wide and the narrow rendering. */
interface Playback {
  time: number;
  paused: boolean;
}

/** Shows the captions in the interface language (the person may pick another in the player). */
function useCaptionsIn(videoRef: RefObject<HTMLVideoElement | null>, language: string, source: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source is a new <video> with new tracks.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) track.mode = track.language === language ? 'showing' : 'disabled';
  }, [videoRef, language, source]);
}

/**
 * Spec §2 IntroMovie `/intromovie`: the intro video over the whole window, the narrow rendering
 * up to 768 px window width and the wide one above. Close (button, Escape, or the end of the
 * film) goes back to where the person came from, or to the feed when opened directly.
 */
export default function IntroMovieScreen() {
  const { t, i18n } = useTranslation('intro');
  const { t: tCommon } = useTranslation();
  const close = useCloseScreen();
  const narrow = useMediaQuery(NARROW_VIDEO_QUERY, { noSsr: true });
  // The film is slow camera moves over photographs; people who asked for less motion start it themselves.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const source = narrow ? INTRO_VIDEO.narrow : INTRO_VIDEO.wide;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const playback = useRef<Playback>({ time: 0, paused: false });
  const [creditsOpen, setCreditsOpen] = useState(false);
  const [creditsRequested, setCreditsRequested] = useState(false);
  const resumeAfterCredits = useRef(false);

  usePageTitle(t('title'));
  useCaptionsIn(videoRef, language, source);

  useEffect(() => {
    if (creditsOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [creditsOpen, close]);

  const openCredits = () => {
    const video = videoRef.current;
    resumeAfterCredits.current = video ? !video.paused : false;
    video?.pause();
    setCreditsRequested(true);
    setCreditsOpen(true);
  };

  const closeCredits = () => {
    setCreditsOpen(false);
    if (resumeAfterCredits.current) void videoRef.current?.play().catch(() => undefined);
  };

  const remember = (video: HTMLVideoElement) => {
    // The element left behind by a switch still reports its pause: it must not count.
    if (!video.isConnected) return;
    playback.current = { time: video.currentTime, paused: video.paused };
  };

  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'appBar',
        bgcolor: '#000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box component="h1" id="intro-movie-title" sx={visuallyHidden}>
        {t('title')}
      </Box>
      <IconButton onClick={close} aria-label={t('close')} sx={{ ...overlayControl, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <Button
        onClick={openCredits}
        startIcon={<InfoOutlinedIcon />}
        size="small"
        sx={{ ...overlayControl, left: 8, textTransform: 'none' }}
      >
        {t('credits.open')}
      </Button>
      {/* A new element per rendering: the switch then starts cleanly and resumes where it was. */}
      <video
        key={source}
        ref={videoRef}
        src={source}
        aria-labelledby="intro-movie-title"
        data-rendering={narrow ? 'narrow' : 'wide'}
        controls
        autoPlay={!reducedMotion}
        muted
        playsInline
        preload="auto"
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          const { time, paused } = playback.current;
          if (time <= 0 || time >= video.duration) return;
          video.currentTime = time;
          if (paused) video.pause();
          else void video.play().catch(() => undefined);
        }}
        onTimeUpdate={(event) => remember(event.currentTarget)}
        onPause={(event) => remember(event.currentTarget)}
        onPlay={(event) => remember(event.currentTarget)}
        onEnded={() => {
          // Someone reading the credits is not taken away from them.
          if (!creditsOpen) close();
        }}
      >
        {SUPPORTED_LANGUAGES.map((captionLanguage) => (
          <track
            key={captionLanguage}
            kind="captions"
            src={captionsUrl(captionLanguage)}
            srcLang={captionLanguage}
            label={tCommon(`language.${captionLanguage}`)}
            default={captionLanguage === language}
          />
        ))}
        {t('unsupported')}
      </video>
      {creditsRequested && (
        <Suspense fallback={null}>
          <IntroCreditsDialog open={creditsOpen} onClose={closeCredits} />
        </Suspense>
      )}
    </Box>
  );
}
