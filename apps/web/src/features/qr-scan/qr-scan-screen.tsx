import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QrScanner } from '../../components/qr-scanner/qr-scanner';
import { useScanFollow } from '../../components/qr-scanner/use-scan-follow';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { ViewerTopBar } from '../../components/viewer-overlay/viewer-top-bar';

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
      <ViewerTopBar
        title={t('scan.title')}
        onClose={close}
        closeTestId="qr-scan-close"
        sx={{ pt: 'max(8px, env(safe-area-inset-top))' }}
      />
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
