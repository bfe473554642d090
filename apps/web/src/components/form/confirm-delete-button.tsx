import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteButtonProps {
  busy: boolean;
  onConfirmed: () => void;
  labels: { button: string; question: string; yes: string; no: string; detail?: string };
  testId?: string;
}

/** Spec §5 'Deletes need confirmation': the delete button of a form and its question, 'no' focused first. */
export function ConfirmDeleteButton({ busy, onConfirmed, labels, testId }: ConfirmDeleteButtonProps) {
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
      <ConfirmDialog
        open={open}
        question={labels.question}
        detail={labels.detail}
        confirmLabel={labels.yes}
        cancelLabel={labels.no}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirmed();
        }}
      />
    </>
  );
}
