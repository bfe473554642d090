import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { VIEWER } from '@retropics/domain/constants';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { viewerOfToken } from '../../components/comments/comment-rights';
import DepthViewer, { type DepthUnavailable } from '../../components/depth-viewer/depth-viewer';
import { useTilt } from '../../components/depth-viewer/use-tilt';
import { UnavailableScreen } from '../../components/show-page/unavailable-screen';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { photographTitle } from '../../components/tiles/photograph-tile';
import { ViewerTopBar } from '../../components/viewer-overlay/viewer-top-bar';
import { useSession } from '../../lib/auth/session-store';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { originalPhotographUrl, THUMBNAIL_WIDTHS, thumbnailUrl } from '../../lib/media/image-urls';
import { type Photograph, usePhotograph } from '../../lib/resources/photographs';
import { documentPath } from '../../lib/routing/document-links';
import { homePath, routePath } from '../../lib/routing/route-links';
import { DepthControls, type ScreenMode } from './components/depth-controls';
import { DepthExports } from './components/depth-exports';

preloadNamespace('depth');

/** The largest box of the picture's ratio inside the stage, so the canvas shows all of it. */
function useFittedBox(ratio: number) {
  const stage = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const node = stage.current;
    if (!node) return;
    const fit = () => {
      const width = Math.min(node.clientWidth, node.clientHeight * ratio);
      setBox({ width: Math.floor(width), height: Math.floor(width / ratio) });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ratio]);
  return { stage, box };
}

function DepthStage({ photograph, title }: { photograph: Photograph; title: string }) {
  const { t } = useTranslation('depth');
  const reducedMotion = useMatchMedia('(prefers-reduced-motion: reduce)');
  const [strength, setStrength] = useState(1);
  const [focus, setFocus] = useState(0.5);
  const [chosenMode, setMode] = useState<ScreenMode>('pointer');
  const mode = reducedMotion ? 'pointer' : chosenMode;
  const tilt = useTilt(mode === 'tilt');
  const [unavailable, setUnavailable] = useState<DepthUnavailable | null>(null);
  const { stage, box } = useFittedBox(photograph.ratio);
  // The display thumbnail suffices up to its width; larger screens get the big one.
  const size =
    box.width * Math.min(window.devicePixelRatio || 1, 2) > THUMBNAIL_WIDTHS.display ? 'big' : 'display';
  const picture = thumbnailUrl(photograph.filePath, size, 'jpeg');
  const depthMapPath = photograph.depthMapPath;

  const chooseMode = (next: ScreenMode) => {
    // iOS asks for motion access only from a tap: this one.
    if (next === 'tilt') tilt.request();
    setMode(next);
  };

  return (
    <>
      <Box
        ref={stage}
        sx={{
          flex: 1,
          // Never taller than the picture at full width: on a phone the controls follow right below it.
          minHeight: `min(240px, calc(100vw / ${photograph.ratio}))`,
          maxHeight: `calc(100vw / ${photograph.ratio})`,
          display: 'grid',
          placeItems: 'center',
          px: 1,
        }}
      >
        {box.width > 0 && depthMapPath && (
          <Box sx={{ position: 'relative', width: box.width, height: box.height }}>
            <DepthViewer
              picture={picture}
              depthMap={originalPhotographUrl(depthMapPath)}
              imageRatio={photograph.ratio}
              threshold={VIEWER.depthThreshold.elsewhere}
              strength={strength}
              focus={focus}
              mode={mode}
              tilt={tilt.vector}
              pinned
              label={t('viewerLabel', { title })}
              onUnavailable={setUnavailable}
              still={
                <Box
                  component="img"
                  src={picture}
                  alt={title}
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
                />
              }
            />
          </Box>
        )}
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 900, width: '100%', mx: 'auto' }}>
        {unavailable && (
          <Alert severity="info" data-testid="depth-unavailable">
            {t(`unavailable.${unavailable}`)}
          </Alert>
        )}
        {!unavailable && (
          <DepthControls
            strength={strength}
            onStrength={setStrength}
            focus={focus}
            onFocus={setFocus}
            mode={mode}
            onMode={chooseMode}
            reducedMotion={reducedMotion}
            tilt={tilt.state}
          />
        )}
        <DepthExports photographId={photograph.id} />
      </Box>
    </>
  );
}

/**
 * Spec §2 Viewer25D `/viewer25d/:id` (nav hidden): the photograph moving in depth over its depth
 * map, with strength, focus and movement controls and the server's stereo, anaglyph and wiggle
 * exports. Without a depth map the screen says so and offers editors the upload.
 */
export default function Viewer25DScreen() {
  const { t, i18n } = useTranslation('depth');
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const photograph = usePhotograph(valid ? id : undefined);
  const viewer = viewerOfToken(useSession().user);
  const showPath = photograph.data ? documentPath(photograph.data['@id']) : null;
  const close = useCloseScreen(showPath ?? undefined);
  const title = photograph.data ? photographTitle(photograph.data, i18n.language) : '';
  usePageTitle(title ? t('title', { title }) : t('loading'));

  if (!valid || (photograph.isError && isNotFound(photograph.error))) {
    return (
      <UnavailableScreen
        title={t('missing.title')}
        text={t('missing.text')}
        testId="viewer25d-missing"
        actions={
          <Button variant="contained" component={RouterLink} to={homePath()}>
            {t('missing.toFeed')}
          </Button>
        }
      />
    );
  }
  if (photograph.isError) {
    return (
      <UnavailableScreen
        title={t('missing.loadFailed')}
        text=""
        testId="viewer25d-load-failed"
        actions={
          <Button variant="contained" onClick={() => void photograph.refetch()}>
            {t('missing.retry')}
          </Button>
        }
      />
    );
  }
  if (!photograph.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', bgcolor: '#000' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  const data = photograph.data;
  return (
    <Box
      data-testid="viewer25d"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: '#111', color: '#fff' }}
    >
      <ViewerTopBar
        title={t('title', { title })}
        onClose={close}
        closeTestId="viewer25d-close"
        sx={{ position: 'static' }}
      />
      {data.depthMapPath ? (
        <DepthStage photograph={data} title={title} />
      ) : (
        <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
          <Alert severity="info" data-testid="viewer25d-no-depth-map">
            {t('noDepthMap.text')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            {canAddPhotographVersions(viewer) && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`${routePath('PhotographUpdate', { id: data.id })}#depth-map`}
              >
                {t('noDepthMap.upload')}
              </Button>
            )}
            {showPath && (
              <Button variant="outlined" component={RouterLink} to={showPath} sx={{ color: '#fff' }}>
                {t('noDepthMap.toPhotograph')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
