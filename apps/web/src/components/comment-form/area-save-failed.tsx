import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** A changed area the server did not take: box-edit mode stays open, so OK can be pressed again. */
export function AreaSaveFailed() {
  const { t } = useTranslation('annotate');
  return (
    <Alert severity="error" sx={{ mb: 1, maxWidth: 1000, mx: 'auto' }}>
      {t('changeAreaFailed')}
    </Alert>
  );
}
