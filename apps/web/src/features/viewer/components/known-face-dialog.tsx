import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useDismissFace } from '../../../lib/resources/mentions';

interface KnownFaceDialogProps {
  open: boolean;
  onClose(): void;
  /** Opens the comment form preset with the face; null while that form is not available. */
  onName: (() => void) | null;
  /** For curators (`canDismissFace`): the face to dismiss as a false detection; null for others. */
  dismiss: { face: string; photograph: number } | null;
}

/**
 * Spec §4: a '?' box asks who this is; the action starts a comment preset with the face. A
 * curator may instead dismiss a detection that is no face (issue 15): the '?' leaves the picture.
 */
export function KnownFaceDialog({ open, onClose, onName, dismiss }: KnownFaceDialogProps) {
  const { t } = useTranslation(['viewer', 'people']);
  const dismissFace = useDismissFace();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="known-face-title">
      <DialogTitle id="known-face-title">{t('face.title')}</DialogTitle>
      <DialogContent>
        {t('face.text')}
        {dismissFace.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('people:faces.dismissFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {dismiss && (
          <Button
            color="error"
            disabled={dismissFace.isPending}
            onClick={() => dismissFace.mutate(dismiss, { onSuccess: onClose })}
            data-testid="face-dismiss"
            sx={{ mr: 'auto' }}
          >
            {dismissFace.isPending ? t('people:faces.dismissing') : t('people:faces.dismiss')}
          </Button>
        )}
        <Button onClick={onClose}>{t('face.close')}</Button>
        {onName && (
          <Button variant="contained" onClick={onName}>
            {t('face.name')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
