import CameraIcon from '@mui/icons-material/Camera';
import CloseIcon from '@mui/icons-material/Close';
import OpacityIcon from '@mui/icons-material/Opacity';
import ReplayIcon from '@mui/icons-material/Replay';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { CAMERA } from '@retropics/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RetrosnapQueueList } from '../../components/retrosnap-queue/retrosnap-queue-list';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { thumbnailUrl } from '../../lib/media/image-urls';
import { useOffline } from '../../lib/offline/connectivity';
import type { CreatedRetrosnap, FlushResult } from '../../lib/offline/retrosnap-queue';
import {
  currentOwner,
  enqueueRetrosnap,
  flushRetrosnapQueue,
  registerQueueSync,
  sendWithoutKeeping,
} from '../../lib/offline/retrosnap-queue-flush';
import { usePhotograph } from '../../lib/resources/photographs';
import { routePath } from '../../lib/routing/route-links';
import { CameraFailureScreen } from './camera-failure-screen';
import { isCaptureKey } from './camera-setup';
import { captureDetails } from './capture-details';
import { capturePicture } from './capture-picture';
import { SavedDialog } from './saved-dialog';
import { useCamera } from './use-camera';
import { useDeviceOrientation } from './use-device-orientation';

preloadNamespace('camera');

interface Capture {
  picture: Blob;
  url: string;
  takenAt: number;
}

type Notice = { kind: 'queued' } | { kind: 'failed'; reason: string } | null;

/** White text over a live picture: a shadow keeps it readable on sky and snow alike. */
const OVER_VIDEO = { color: '#fff', textShadow: '0 1px 3px rgba(0,0,0,0.9)' } as const;

/** A labelled slider of the control panel. */
function PanelSlider({
  label,
  icon,
  ...slider
}: {
  label: string;
  icon: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  valueText: (value: number) => string;
  testId: string;
}) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: 1.5 }}>
      <Box aria-hidden sx={{ display: 'flex', ...OVER_VIDEO }}>
        {icon}
      </Box>
      <Box>
        <Typography id={labelId} variant="caption" sx={{ ...OVER_VIDEO, display: 'block', lineHeight: 1.2 }}>
          {label}
        </Typography>
        <Slider
          value={slider.value}
          min={slider.min}
          max={slider.max}
          step={slider.step}
          onChange={(_, value) => slider.onChange(value as number)}
          getAriaValueText={slider.valueText}
          valueLabelDisplay="auto"
          valueLabelFormat={slider.valueText}
          data-testid={slider.testId}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          size="small"
          sx={{ color: '#fff', py: 1.25 }}
        />
      </Box>
    </Box>
  );
}

/**
 * Spec §2 RetrosnapCreate `/retrosnaps/create/:photograph` (issue 17): the rear camera with the
 * historic photograph laid over it, opacity and zoom sliders, capture (button, Space or Enter, the
 * camera key), then the frozen picture with retry and save. Saving goes through the offline queue:
 * the capture is kept on the device first, so a lost connection loses nothing.
 */
export default function RetrosnapCameraScreen() {
  const { t } = useTranslation('camera');
  const id = Number(useParams().photograph);
  const photograph = usePhotograph(id);
  const close = useCloseScreen(routePath('PhotographRetrosnaps', { id }) ?? '/');
  const queryClient = useQueryClient();
  const camera = useCamera();
  const orientation = useDeviceOrientation();
  const [opacity, setOpacity] = useState<number>(CAMERA.overlayOpacityPercent.default);
  const [capture, setCapture] = useState<Capture | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<CreatedRetrosnap | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const captureButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  usePageTitle(t('title'));

  const live = camera.state.status === 'live';
  // The shell's offline badge sits at the bottom left: the controls move up above it.
  const offline = useOffline();

  const takePicture = useCallback(async () => {
    const video = camera.videoRef.current;
    if (!video || !live || capture || video.videoWidth === 0) return;
    orientation.requestAccess();
    navigator.vibrate?.(CAMERA.vibrateMs);
    const takenAt = Date.now();
    try {
      const picture = await capturePicture(video, camera.digitalZoom);
      setNotice(null);
      setCapture({ picture, url: URL.createObjectURL(picture), takenAt });
    } catch (error) {
      console.error('RetroSnap capture failed', error);
    }
  }, [camera.videoRef, camera.digitalZoom, live, capture, orientation]);

  const retake = useCallback(() => {
    setCapture((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
  }, []);

  // The captured state starts on Save; back to live, focus goes to the capture button again.
  useEffect(() => {
    if (capture) saveButton.current?.focus();
    else if (live) captureButton.current?.focus();
  }, [capture, live]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isCaptureKey(event) || event.repeat) return;
      const target = event.target as HTMLElement | null;
      // Space and Enter keep their meaning on buttons, sliders and links; the camera key always captures.
      const onControl = target?.closest('button, a, input, [role="slider"], [role="dialog"]');
      if (onControl && (event.key === ' ' || event.key === 'Enter')) return;
      event.preventDefault();
      void takePicture();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [takePicture]);

  const outcomeOf = (result: FlushResult) => result.outcomes[0];

  const save = async () => {
    const owner = currentOwner();
    if (!capture || !photograph.data || owner === null) return;
    setSaving(true);
    setNotice(null);
    try {
      const body = await captureDetails(photograph.data['@id'], orientation.latest.current);
      const fields = { picture: capture.picture, takenAt: capture.takenAt, body, owner };
      const entry = await enqueueRetrosnap(fields).catch((error: unknown) => {
        console.error('RetroSnap could not be kept on this device', error);
        return null;
      });
      let outcome: FlushResult['outcomes'][number] | undefined;
      if (!entry) outcome = outcomeOf(await sendWithoutKeeping(queryClient, fields));
      else if (navigator.onLine) outcome = outcomeOf(await flushRetrosnapQueue(queryClient, entry.clientKey));

      if (outcome?.sent) {
        setSaved(outcome.retrosnap);
        retake();
      } else if (entry && outcome?.failure.kind !== 'refused') {
        // Kept on the device: the worker (Background Sync) or the next open sends it.
        void registerQueueSync();
        setNotice({ kind: 'queued' });
        retake();
      } else {
        const failure = outcome && !outcome.sent ? outcome.failure : null;
        const reason =
          failure?.kind === 'refused' ? failure.message : t(`queue.reason.${failure?.kind ?? 'network'}`);
        setNotice({ kind: 'failed', reason });
        if (entry) retake();
      }
    } finally {
      setSaving(false);
    }
  };

  if (camera.state.status === 'failed') {
    return <CameraFailureScreen failure={camera.state.failure} onRetry={camera.retry} onBack={close} />;
  }

  const overlayUrl = photograph.data ? thumbnailUrl(photograph.data.filePath, 'display') : null;
  const zoomText = (value: number) => `${Math.round(value * 10) / 10}×`;

  return (
    <Box
      component="main"
      data-testid="retrosnap-camera"
      data-state={capture ? 'captured' : camera.state.status}
      sx={{ position: 'fixed', inset: 0, bgcolor: '#000', overflow: 'hidden', color: '#fff' }}
    >
      <Box sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
        <Box
          component="video"
          ref={camera.videoRef}
          muted
          playsInline
          autoPlay
          aria-hidden
          data-testid="camera-video"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            // Contain, not cover: what the screen shows is exactly what the capture keeps.
            objectFit: 'contain',
            transform: `scale(${camera.digitalZoom})`,
            visibility: capture ? 'hidden' : 'visible',
          }}
        />
        {capture && (
          <Box
            component="img"
            src={capture.url}
            alt={t('capturedAlt')}
            data-testid="captured-picture"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {overlayUrl && (
          <Box
            component="img"
            src={overlayUrl}
            alt={t('overlayAlt')}
            data-testid="camera-overlay"
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              opacity: opacity / 100,
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>

      <Box
        component="header"
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          pt: 'max(8px, env(safe-area-inset-top))',
          pb: 3,
          background: 'linear-gradient(rgba(0,0,0,0.75), rgba(0,0,0,0))',
        }}
      >
        <IconButton onClick={close} aria-label={t('close')} sx={{ color: '#fff' }}>
          <CloseIcon />
        </IconButton>
        <Typography component="h1" variant="subtitle1" sx={{ ...OVER_VIDEO, fontWeight: 600, flexGrow: 1 }}>
          {t('title')}
        </Typography>
      </Box>

      <Box
        sx={{
          position: 'absolute',
          top: 64,
          left: 8,
          right: 8,
          display: 'grid',
          gap: 1,
          maxWidth: 520,
          mx: 'auto',
          maxHeight: '40dvh',
          overflowY: 'auto',
        }}
      >
        {camera.state.status === 'starting' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, ...OVER_VIDEO }}>
            <CircularProgress size={18} sx={{ color: '#fff' }} aria-hidden />
            <Typography>{t('starting')}</Typography>
          </Box>
        )}
        {photograph.isError && <Alert severity="error">{t('photographMissing')}</Alert>}
        <Box role="status" aria-live="polite">
          {notice?.kind === 'queued' && (
            <Alert severity="info" onClose={() => setNotice(null)} data-testid="camera-queued">
              {t('queued')}
            </Alert>
          )}
          {notice?.kind === 'failed' && (
            <Alert severity="error" onClose={() => setNotice(null)}>
              {t('saveFailed', { reason: notice.reason })}
            </Alert>
          )}
        </Box>
        <RetrosnapQueueList />
      </Box>

      <Box
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: 2,
          pt: 4,
          pb: offline ? 'calc(56px + env(safe-area-inset-bottom))' : 'max(16px, env(safe-area-inset-bottom))',
          background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.8) 30%)',
        }}
      >
        <Box sx={{ maxWidth: 520, mx: 'auto', display: 'grid', gap: 0.5 }}>
          {!capture && (
            <Typography variant="body2" sx={{ ...OVER_VIDEO, textAlign: 'center', mb: 0.5 }}>
              {t('hint')}
            </Typography>
          )}
          <PanelSlider
            label={t('overlayOpacity')}
            icon={<OpacityIcon />}
            value={opacity}
            min={CAMERA.overlayOpacityPercent.min}
            max={CAMERA.overlayOpacityPercent.max}
            step={CAMERA.overlayOpacityPercent.step}
            onChange={setOpacity}
            valueText={(value) => `${value} %`}
            testId="overlay-opacity"
          />
          {!capture && (
            <PanelSlider
              label={t('zoom')}
              icon={<ZoomInIcon />}
              value={camera.zoom}
              min={camera.zoomRange.min}
              max={camera.zoomRange.max}
              step={camera.zoomRange.step}
              onChange={camera.setZoom}
              valueText={zoomText}
              testId="camera-zoom"
            />
          )}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 2,
              mt: 1,
              minHeight: 72,
            }}
          >
            {capture ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<ReplayIcon />}
                  onClick={retake}
                  disabled={saving}
                  sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', bgcolor: 'rgba(0,0,0,0.4)' }}
                >
                  {t('retry')}
                </Button>
                <Button
                  ref={saveButton}
                  variant="contained"
                  startIcon={
                    saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveAltIcon />
                  }
                  onClick={() => void save()}
                  disabled={saving || !photograph.data}
                >
                  {saving ? t('saving') : t('save')}
                </Button>
              </>
            ) : (
              <IconButton
                ref={captureButton}
                onClick={() => void takePicture()}
                disabled={!live}
                aria-label={t('capture')}
                aria-keyshortcuts="Space Enter"
                title={t('captureKeys')}
                data-testid="capture-button"
                sx={{
                  width: 72,
                  height: 72,
                  border: '4px solid #fff',
                  bgcolor: 'rgba(255,255,255,0.2)',
                  color: '#fff',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.35)' },
                  '&.Mui-disabled': { color: 'rgba(255,255,255,0.6)', borderColor: 'rgba(255,255,255,0.6)' },
                }}
              >
                <CameraIcon sx={{ fontSize: 36 }} />
              </IconButton>
            )}
          </Box>
        </Box>
      </Box>

      <SavedDialog retrosnap={saved} onClose={() => setSaved(null)} />
    </Box>
  );
}
