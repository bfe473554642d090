import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DeleteAlbumButtonProps {
  busy: boolean;
  onConfirmed: () => void;
}

/** Spec §5 'Deletes need confirmation': 'Are you sure you want to delete this imagegallery ?'. */
export function DeleteAlbumButton({ busy, onConfirmed }: DeleteAlbumButtonProps) {
  const { t } = useTranslation('album-form');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        {t('actions.delete')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('delete.confirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('delete.no')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onConfirmed();
            }}
          >
            {t('delete.yes')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
