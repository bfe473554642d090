import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { resetPasswordSchema } from '@retropics/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../components/account/password-field';
import { useAccountForm } from '../../components/account/use-account-form';
import { messageText } from '../../components/account/validation-messages';
import { resetPassword } from '../../lib/resources/auth';
import { routePath } from '../../lib/routing/route-links';
import { AuthCard } from './components/auth-card';

/** Spec §2 set-password page (the link from the reset mail); success goes to /users/reset_password_ok. */
export default function SetPasswordScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { id = '', passwordResetToken = '' } = useParams();
  const [password, setPassword] = useState('');

  const { errors, failure, busy, submit } = useAccountForm(resetPasswordSchema, async (data) => {
    await resetPassword(id, passwordResetToken, data.password);
    void navigate(routePath('UserResetPasswordOk') ?? '/users/reset_password_ok', { replace: true });
  });

  return (
    <AuthCard title={t('setPassword.title')} testId="set-password">
      <form onSubmit={submit({ password })} noValidate>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordField
          label={t('setPassword.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.password && messageText(t, errors.password)}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('common.sending') : t('setPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
