import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '@mui/utils';
import type { ChangeEvent } from 'react';

/** The picture types the server's uploads take (JPEG, PNG, GIF). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif';

/**
 * A button that opens the file picker (the file input inside it is the control, hidden but
 * focusable through the label) and hands over the chosen file; a spinner while `busy`. The
 * input is emptied after each choice, so the same file can be chosen again after a refusal.
 */
export function FileChooseButton({
  label,
  busy,
  onFile,
  testId,
  accept = IMAGE_TYPES,
}: {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
  testId: string;
  accept?: string;
}) {
  return (
    <Button
      component="label"
      variant="outlined"
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <UploadIcon />}
      disabled={busy}
    >
      {label}
      <Box
        component="input"
        type="file"
        accept={accept}
        data-testid={testId}
        sx={visuallyHidden}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
