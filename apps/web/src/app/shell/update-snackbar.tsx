import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate } from '../../lib/pwa/service-worker';

/** Spec §2/§4: a new app version is waiting; "refresh" activates it and reloads. */
export default function UpdateSnackbar() {
  const { t } = useTranslation();
  const [updating, setUpdating] = useState(false);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('snackbar.newVersion')}
      sx={{ bottom: { xs: 72, sm: 24 } }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } as object }}
      action={
        <Button
          color="primary"
          size="small"
          variant="contained"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          {t('snackbar.refresh')}
        </Button>
      }
    />
  );
}
