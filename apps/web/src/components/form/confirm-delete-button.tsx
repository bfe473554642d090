import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

interface ConfirmDeleteButtonProps {
  busy: boolean;
  onConfirmed: () => void;
  labels: { button: string; question: string; yes: string; no: string; detail?: string };
  testId?: string;
}

/** Spec §5 'Deletes need confirmation': the delete button and its question, 'no' focused first. */
export function ConfirmDeleteButton({ busy, onConfirmed, labels, testId }: ConfirmDeleteButtonProps) {
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid={testId}
      >
        {labels.button}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={labels.detail ? textId : undefined}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{labels.question}</DialogTitle>
        {labels.detail && (
          <DialogContent>
            <DialogContentText id={textId}>{labels.detail}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {labels.no}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onConfirmed();
            }}
          >
            {labels.yes}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
