import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A step's problem that belongs to no field, above its buttons. */
export function StepError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** The buttons of a step after the cropper: back to the step before, cancel, and the step's own. */
export function StepActions({
  saving,
  onBack,
  onCancel,
  children,
}: {
  saving: boolean;
  onBack(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('people');
  return (
    <DialogActions>
      <Button onClick={onBack} disabled={saving} sx={{ mr: 'auto' }}>
        {t('actions.back')}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      {children}
    </DialogActions>
  );
}
