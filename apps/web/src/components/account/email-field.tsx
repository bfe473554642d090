import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { messageText } from './validation-messages';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  /** The domain's or the server's message for the field, if any. */
  error?: string;
  autoComplete: 'email' | 'username';
}

/** The account forms' e-mail field, focused first. */
export function EmailField({ value, onChange, error, autoComplete }: EmailFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      label={t('common.email')}
      name="email"
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error && messageText(t, error)}
      autoComplete={autoComplete}
      fullWidth
      margin="normal"
      autoFocus
    />
  );
}
