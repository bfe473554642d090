import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a viewer shows instead of its picture when it could not be read (or is not there), with a way back. */
export function ViewerLoadFailed({ message, onClose }: { message: string; onClose(): void }) {
  const { t } = useTranslation('viewer');
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h2">
        {message}
      </Typography>
      <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
        {t('close')}
      </Button>
    </Box>
  );
}
