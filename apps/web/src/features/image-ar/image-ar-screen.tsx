import CopyrightIcon from '@mui/icons-material/Copyright';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VolumeOffOutlinedIcon from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlinedIcon from '@mui/icons-material/VolumeUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { TIMERS_MS } from '@retropics/domain/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ActionSpeedDial, type SpeedDialEntry } from '../../components/action-speed-dial';
import { useQrReading } from '../../components/qr-scanner/use-qr-reading';
import { useScanFollow } from '../../components/qr-scanner/use-scan-follow';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useRequested } from '../../components/show-page/use-requested';
import { overlayFadeSx } from '../../components/viewer-overlay/overlay-fade';
import { ViewerLoadFailed } from '../../components/viewer-overlay/viewer-load-failed';
import { overlayButtonSx, ViewerTopBar } from '../../components/viewer-overlay/viewer-top-bar';
import { useArMatcher } from '../../lib/ar/use-ar-matcher';
import { rearCamera720p, useRearCamera } from '../../lib/device/rear-camera';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { pickTranslation } from '../../lib/i18n/pick-translation';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { useNarration } from '../../lib/media/use-narration';
import { useCollectionOfIri } from '../../lib/resources/photograph-collections';
import { usePhotograph } from '../../lib/resources/photographs';
import { usePhotographRetrosnaps } from '../../lib/resources/retrosnaps';
import { routePath } from '../../lib/routing/route-links';
import { useInactivity } from '../../lib/timing/use-inactivity';
import { ArOverlayCanvas, type OverlayCanvasHandle } from './components/ar-overlay-canvas';
import { OverlayPicker, useVersionLabel } from './components/overlay-picker';
import { overlayVersions } from './overlay-versions';

const CollectionInfoDialog = lazy(() =>
  import('../../components/collection-info/collection-info-dialog').then((module) => ({
    default: module.CollectionInfoDialog,
  })),
);

preloadNamespace('image-ar');

/**
 * The AR image view `/image-ar/:id` (spec §2, §4 AR): the rear camera with the photograph laid
 * over its place in the live picture while the matcher finds it, the overlay picker, narration,
 * the map, the collection's attribution; its QR reader swaps the photograph (§4 Short URL scan).
 */
export default function ImageArScreen() {
  // The camera's failure words are the scanner's; the close button's and load errors are the viewer's.
  const { t, i18n } = useTranslation(['image-ar', 'short-urls', 'viewer']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const close = useCloseScreen();
  const id = Number(useParams().id);
  const photographQuery = usePhotograph(Number.isInteger(id) && id > 0 ? id : undefined);
  const photograph = photographQuery.data;
  const { retrosnaps } = usePhotographRetrosnaps(photograph ? id : 0);
  const collection = useCollectionOfIri(photograph?.collection).data;
  const narration = useNarration(photograph);
  const camera = useRearCamera(rearCamera720p, 'AR view');
  const live = camera.state.status === 'live';
  const text = photograph ? pickTranslation(photograph.translations, language) : null;
  const title = text?.name ?? t('title');
  usePageTitle(title);

  const versions = photograph ? overlayVersions(photograph, retrosnaps) : [];
  const [selected, setSelected] = useState('original');
  const chosen = versions.find((version) => version.key === selected) ?? versions[0];
  const labelOf = useVersionLabel();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const collectionRequested = useRequested(collectionOpen);
  const [dialOpen, setDialOpen] = useState(false);
  const [interfaceVisible, setInterfaceVisible] = useState(true);
  const inactive = useInactivity(
    TIMERS_MS.inactivity,
    interfaceVisible && !pickerOpen && !dialOpen && !collectionOpen,
  );

  // A new photograph (a scanned code) starts again with its original.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets per photograph.
  useEffect(() => setSelected('original'), [id]);

  // The overlay picture, decoded before it is drawn; the canvas reads it on each matched frame.
  const overlayImage = useRef<HTMLImageElement | null>(null);
  const overlaySrc = chosen?.src ?? null;
  useEffect(() => {
    if (!overlaySrc) return;
    const image = new Image();
    image.src = overlaySrc;
    image.decode().then(
      () => {
        overlayImage.current = image;
      },
      (error: unknown) => console.error('AR overlay picture could not load', error),
    );
  }, [overlaySrc]);

  const canvasRef = useRef<OverlayCanvasHandle | null>(null);
  const patternUrl = photograph ? thumbnailUrl(photograph.filePath, 'display') : null;
  // The canvas draws every frame itself; the screen renders again only when the match comes or goes.
  const [matched, setMatched] = useState(false);
  const matcher = useArMatcher(camera.videoRef, live, patternUrl, (frame) => {
    canvasRef.current?.show(frame, overlayImage.current);
    setMatched(frame.matched);
  });

  const scan = useScanFollow();
  useQrReading(camera.videoRef, live, (code) => void scan.follow(code), scan.outcome.kind === 'following');

  if (photographQuery.isError) {
    return (
      <ViewerLoadFailed
        message={t(isNotFound(photographQuery.error) ? 'viewer:errors.notFound' : 'viewer:errors.loadFailed')}
        onClose={close}
      />
    );
  }

  const cameraFailed = camera.state.status === 'failed';
  const failed = cameraFailed || matcher.status === 'failed';
  // A failure keeps its words and the close button in view.
  const shown = failed || (interfaceVisible && !inactive);
  const fadeSx = overlayFadeSx(shown);
  const geo = photograph?.place?.geo;
  const mapPath = geo ? routePath('MapShowGeo', { geo: `${geo.latitude},${geo.longitude}` }) : null;
  const entries: SpeedDialEntry[] = [
    ...(narration.available
      ? [
          {
            key: 'voice',
            icon: narration.playing ? <VolumeOffOutlinedIcon /> : <VolumeUpOutlinedIcon />,
            label: t(narration.playing ? 'voiceOff' : 'voiceOn'),
            run: narration.toggle,
          },
        ]
      : []),
    ...(mapPath
      ? [
          {
            key: 'map',
            icon: <MapOutlinedIcon />,
            label: t('showOnMap'),
            run: () => void navigate(mapPath),
          },
        ]
      : []),
  ];

  let status: { text: string; detail?: string; alert?: boolean; busy?: boolean } | null;
  if (camera.state.status === 'failed')
    status = {
      text: t('webrtcUnavailable'),
      detail: t(`short-urls:scanner.failure.${camera.state.failure}`),
      alert: true,
    };
  else if (matcher.status === 'failed') status = { text: t('failed'), detail: matcher.error, alert: true };
  else if (!live || !photograph || matcher.status === 'training')
    status = { text: t('training'), busy: true };
  else if (scan.outcome.kind === 'following') status = { text: t('short-urls:scan.following') };
  else status = matched ? null : { text: t('hint') };

  return (
    <Box
      component="main"
      sx={{ position: 'fixed', inset: 0, bgcolor: 'common.black', color: 'common.white', overflow: 'hidden' }}
      data-testid="image-ar-screen"
      data-state={failed ? 'failed' : matcher.status}
    >
      <Box
        component="video"
        ref={camera.videoRef}
        muted
        playsInline
        aria-label={t('camera')}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: cameraFailed ? 'none' : 'block',
        }}
      />
      {!failed && (
        // The hide button hides the controls; a tap on the picture brings them back.
        <ArOverlayCanvas ref={canvasRef} onTap={() => setInterfaceVisible(true)} />
      )}

      <ViewerTopBar
        title={title}
        titleLang={text && text.locale !== language ? text.locale : undefined}
        onClose={close}
        closeTestId="image-ar-close"
        sx={{ ...fadeSx, pt: 'max(8px, env(safe-area-inset-top))' }}
      >
        {!failed && (
          <Tooltip title={t('hideControls')}>
            <IconButton
              onClick={() => setInterfaceVisible(false)}
              aria-label={t('hideControls')}
              sx={overlayButtonSx}
              data-testid="image-ar-hide"
            >
              <VisibilityOffOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
      </ViewerTopBar>

      <Box
        role={status?.alert ? 'alert' : 'status'}
        aria-live={status?.alert ? undefined : 'polite'}
        data-testid="image-ar-status"
        sx={[
          status?.alert
            ? {
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                px: 3,
                textAlign: 'center',
                // The words take the middle of the screen, not the taps meant for the close button.
                pointerEvents: 'none',
              }
            : {
                ...fadeSx,
                position: 'absolute',
                top: 64,
                left: 0,
                right: 0,
                display: 'flex',
                justifyContent: 'center',
                px: 2,
                pointerEvents: 'none',
              },
        ]}
      >
        {status && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: status.alert ? 'column' : 'row',
              alignItems: 'center',
              gap: 1.5,
              maxWidth: 440,
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: 'rgba(0,0,0,0.6)',
              pointerEvents: 'auto',
            }}
          >
            {status.alert && <NoPhotographyOutlinedIcon sx={{ fontSize: 56 }} aria-hidden />}
            {status.busy && <CircularProgress size={20} color="inherit" aria-hidden />}
            <Typography sx={{ fontWeight: status.alert ? 600 : 400 }}>{status.text}</Typography>
            {status.detail && <Typography variant="body2">{status.detail}</Typography>}
            {cameraFailed && (
              <Button variant="contained" onClick={camera.retry}>
                {t('short-urls:scanner.tryAgain')}
              </Button>
            )}
          </Box>
        )}
      </Box>

      {!failed && photograph && chosen && (
        <Box
          sx={{
            ...fadeSx,
            position: 'absolute',
            left: 12,
            bottom: 'max(12px, env(safe-area-inset-bottom))',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Tooltip title={t('picker.open')}>
            <IconButton
              onClick={() => setPickerOpen(true)}
              aria-label={t('picker.openWith', { version: labelOf(chosen) })}
              aria-haspopup="dialog"
              data-testid="image-ar-overlay-button"
              sx={{
                p: 0,
                borderRadius: 1,
                border: '2px solid',
                borderColor: 'common.white',
                overflow: 'hidden',
              }}
            >
              <Box
                component="img"
                src={chosen.src}
                alt=""
                sx={{ width: 52, height: 52, objectFit: 'cover', display: 'block' }}
              />
            </IconButton>
          </Tooltip>
          {collection && (
            <Tooltip title={t('attribution')}>
              <IconButton
                onClick={() => setCollectionOpen(true)}
                aria-label={t('attribution')}
                aria-haspopup="dialog"
                sx={overlayButtonSx}
                data-testid="image-ar-attribution"
              >
                <CopyrightIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}

      {!failed && entries.length > 0 && (
        <Box sx={{ ...fadeSx, pointerEvents: 'none', position: 'absolute', right: 8, bottom: 8 }}>
          <ActionSpeedDial
            ariaLabel={t('speedDial')}
            icon={<MoreVertIcon />}
            entries={entries}
            open={dialOpen}
            onOpenChange={setDialOpen}
            hidden={!shown}
            data-testid="image-ar-speed-dial"
          />
        </Box>
      )}

      {!shown && (
        <Button
          onClick={() => setInterfaceVisible(true)}
          variant="contained"
          sx={{
            ...visuallyHidden,
            '&:focus': { clip: 'auto', width: 'auto', height: 'auto', m: 1, top: 0, left: 0 },
          }}
        >
          {t('showControls')}
        </Button>
      )}

      <OverlayPicker
        open={pickerOpen}
        versions={versions}
        selected={chosen?.key ?? 'original'}
        onChoose={(key) => {
          setSelected(key);
          setPickerOpen(false);
        }}
        onClose={() => setPickerOpen(false)}
      />
      <Suspense fallback={null}>
        {collection && collectionRequested && (
          <CollectionInfoDialog
            open={collectionOpen}
            onClose={() => setCollectionOpen(false)}
            collection={collection}
          />
        )}
      </Suspense>
    </Box>
  );
}
