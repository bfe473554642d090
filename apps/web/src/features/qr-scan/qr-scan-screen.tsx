import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QrScanner } from '../../components/qr-scanner/qr-scanner';
import { useScanFollow } from '../../components/qr-scanner/use-scan-follow';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';

/**
 * `/scan`: the camera reads the QR code of a plaque, postcard or share link and the app opens
 * what it stands for (spec §4 Short URL scan).
 */
export default function QrScanScreen() {
  const { t } = useTranslation('short-urls');
  usePageTitle(t('scan.title'));
  const close = useCloseScreen();
  const { outcome, follow } = useScanFollow();

  return (
    <Box
      component="main"
      sx={{ position: 'fixed', inset: 0, bgcolor: 'common.black', color: 'common.white' }}
      data-testid="qr-scan-screen"
    >
      <QrScanner onDetected={(text) => void follow(text)} paused={outcome.kind === 'following'} />
      <Box
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
          pb: 1,
          background: 'linear-gradient(rgba(0,0,0,0.7), rgba(0,0,0,0))',
        }}
      >
        <IconButton onClick={close} aria-label={t('scan.close')} sx={{ color: 'common.white' }}>
          <CloseIcon />
        </IconButton>
        <Typography component="h1" variant="h6">
          {t('scan.title')}
        </Typography>
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          px: 3,
          pt: 4,
          pb: 'max(24px, env(safe-area-inset-bottom))',
          textAlign: 'center',
          background: 'linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.75))',
        }}
      >
        <Typography data-testid="qr-scan-status" sx={{ overflowWrap: 'anywhere' }}>
          {outcome.kind === 'foreign'
            ? t('scan.foreign', { text: outcome.text.slice(0, 120) })
            : t(`scan.${outcome.kind === 'idle' ? 'hint' : outcome.kind}`)}
        </Typography>
      </Box>
    </Box>
  );
}
