import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface KnownFaceDialogProps {
  open: boolean;
  onClose(): void;
  /** Opens the comment form preset with the face; null while that form is not available. */
  onName: (() => void) | null;
}

/** Spec §4: a '?' box asks who this is; the action starts a comment preset with the face. */
export function KnownFaceDialog({ open, onClose, onName }: KnownFaceDialogProps) {
  const { t } = useTranslation('viewer');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="known-face-title">
      <DialogTitle id="known-face-title">{t('face.title')}</DialogTitle>
      <DialogContent>{t('face.text')}</DialogContent>
      <DialogActions>
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
