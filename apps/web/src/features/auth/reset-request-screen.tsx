import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resetRequestSchema } from '@retropics/domain/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  check,
  type FieldErrors,
  fieldErrors,
  messageText,
} from '../../components/account/validation-messages';
import { ViolationsError } from '../../lib/auth/auth-client';
import { routePath } from '../../lib/routing/route-links';
import { requestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';

/** Spec §2 reset request page: the e-mail field; success (200) goes to /reset_password_ok. */
export default function ResetRequestScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = check(resetRequestSchema, { email });
    setErrors(input.errors ?? {});
    setFailure(null);
    if (!input.data) return;
    setBusy(true);
    try {
      await requestPasswordReset(input.data.email);
      void navigate(routePath('ResetPasswordOk') ?? '/reset_password_ok');
    } catch (error) {
      // Spec §8: the status text in an error alert, the dialog stays.
      if (error instanceof ViolationsError) setErrors(fieldErrors(error.violations));
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('resetRequest.title')} testId="reset-request">
      <form onSubmit={submit} noValidate>
        <Typography sx={{ mb: 1 }}>{t('resetRequest.intro')}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('common.email')}
          name="email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email && messageText(t, errors.email)}
          autoComplete="email"
          fullWidth
          margin="normal"
          autoFocus
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('common.sending') : t('resetRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
