import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { loginSchema } from '@retropics/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailField } from '../../components/account/email-field';
import { PasswordField } from '../../components/account/password-field';
import { useAccountForm } from '../../components/account/use-account-form';
import { messageText } from '../../components/account/validation-messages';
import { signInWithPassword } from '../../lib/resources/auth';
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
  const registerPath = routePath('Register');
  const resetPath = routePath('ResetPassword');

  const { errors, failure, busy, submit } = useAccountForm(loginSchema, async (data) => {
    await signInWithPassword(data.email, data.password);
    void navigate(pathAfterSignIn(), { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} testId="login-dialog">
      <form onSubmit={submit({ email, password })} noValidate>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {t('login.failed', { message: failure })}
          </Alert>
        )}
        <EmailField value={email} onChange={setEmail} error={errors.email} autoComplete="username" />
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
