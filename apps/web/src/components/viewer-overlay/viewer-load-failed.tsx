import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/offline/connectivity';

/**
 * What a viewer shows instead of its picture when it could not be read (or is not there), with a
 * way back; offline, it says why: this page was never saved on the device.
 */
export function ViewerLoadFailed({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation('viewer');
  const offline = useOffline();
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h2">
        {message}
      </Typography>
      {offline && <Typography>{t('common:offline.notSaved')}</Typography>}
      <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
        {t('close')}
      </Button>
    </Box>
  );
}
