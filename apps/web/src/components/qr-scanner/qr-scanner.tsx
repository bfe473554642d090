import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rearCamera720p, useRearCamera } from '../../lib/device/rear-camera';
import { useQrReading } from './use-qr-reading';

interface QrScannerProps {
  /** Each text read; called at most once a second (spec §9 QR scan 1 s). */
  onDetected: (text: string) => void;
  /** Pauses detecting (while the scan is being followed) without closing the camera. */
  paused?: boolean;
}

/**
 * The live rear camera with a viewfinder that reads QR codes every second (spec §9): for the
 * /scan screen and the AR view. What a code means is the caller's (the §4 scan rule).
 */
export function QrScanner({ onDetected, paused = false }: QrScannerProps) {
  const { t } = useTranslation('short-urls');
  const { videoRef, state, retry } = useRearCamera(rearCamera720p, 'QR scanner');
  useQrReading(videoRef, state.status === 'live', onDetected, paused);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        bgcolor: 'common.black',
        overflow: 'hidden',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={t('scanner.camera')}
        data-testid="qr-scanner-video"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {state.status !== 'failed' && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: 'min(64vw, 64vh, 320px)',
            aspectRatio: '1',
            transform: 'translate(-50%, -50%)',
            border: '3px solid rgba(255, 255, 255, 0.9)',
            borderRadius: 2,
            boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
          }}
        />
      )}
      {state.status === 'failed' && (
        <Box
          role="alert"
          data-testid="qr-scanner-failure"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            px: 3,
            textAlign: 'center',
            color: 'common.white',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', maxWidth: 420 }}>
            <NoPhotographyOutlinedIcon sx={{ fontSize: 56 }} aria-hidden />
            <Typography>{t(`scanner.failure.${state.failure}`)}</Typography>
            <Button variant="contained" onClick={retry}>
              {t('scanner.tryAgain')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
