import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginSchema } from '@retropics/domain/validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordField } from '../../components/account/password-field';
import {
  check,
  type FieldErrors,
  fieldErrors,
  messageText,
} from '../../components/account/validation-messages';
import { signInWithPassword, ViolationsError } from '../../lib/auth/auth-client';
import { routePath } from '../../lib/routing/route-links';
import { pathAfterSignIn } from './components/after-sign-in';
import { AuthCard } from './components/auth-card';
import { ProviderButtons } from './components/provider-buttons';

/** Spec §2 login dialog: e-mail, password, Google and Facebook, links to register and password-lost. */
export default function LoginScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const registerPath = routePath('Register');
  const resetPath = routePath('ResetPassword');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = check(loginSchema, { email, password });
    setErrors(input.errors ?? {});
    setFailure(null);
    if (!input.data) return;
    setBusy(true);
    try {
      await signInWithPassword(input.data.email, input.data.password);
      void navigate(pathAfterSignIn(), { replace: true });
    } catch (error) {
      // Spec §8: the status text is shown and the dialog stays open.
      if (error instanceof ViolationsError) setErrors(fieldErrors(error.violations));
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} testId="login-dialog">
      <form onSubmit={submit} noValidate>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {t('login.failed', { message: failure })}
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
          autoComplete="username"
          fullWidth
          margin="normal"
          autoFocus
        />
        <PasswordField
          label={t('common.password')}
          value={password}
          onChange={setPassword}
          error={errors.password && messageText(t, errors.password)}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('common.sending') : t('login.submit')}
        </Button>
      </form>
      <ProviderButtons register={false} />
      <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
        {registerPath && (
          <Link component={RouterLink} to={registerPath} replace>
            {t('login.register')}
          </Link>
        )}
        {resetPath && (
          <Link component={RouterLink} to={resetPath}>
            {t('login.forgotPassword')}
          </Link>
        )}
      </Stack>
    </AuthCard>
  );
}
