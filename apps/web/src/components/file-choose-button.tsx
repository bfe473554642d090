import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ChangeEvent, useRef } from 'react';

/** The picture types the server's uploads take (JPEG, PNG, GIF). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif';

/**
 * A button that opens the file picker and hands over the chosen file; a spinner while `busy`.
 * The file input sits beside the button, hidden: inside it, it would be a control nested in a
 * control (one tab stop, two roles). It is emptied after each choice, so the same file can be
 * chosen again after a refusal.
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <UploadIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        data-testid={testId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
