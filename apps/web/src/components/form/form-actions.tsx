import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** What went wrong, shown above the buttons; null while nothing did. */
  error: string | null;
  errorTestId: string;
  busy: boolean;
  saveLabel: string;
  saveTestId: string;
  backLabel: string;
  onBack: () => void;
  /** A delete button at the far end, for forms of something that exists. */
  end?: ReactNode;
}

/**
 * The foot of a long form (album, photograph, collection): what went wrong, then save (the form's
 * submit), the way back, and at the far end a delete.
 */
export function FormActions({
  error,
  errorTestId,
  busy,
  saveLabel,
  saveTestId,
  backLabel,
  onBack,
  end,
}: FormActionsProps) {
  return (
    <>
      {error !== null && (
        <Alert severity="error" role="alert" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid={saveTestId}>
          {saveLabel}
        </Button>
        <Button onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
        {end && <Box sx={{ ml: 'auto' }}>{end}</Box>}
      </Box>
    </>
  );
}
