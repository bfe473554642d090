import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthCard } from './components/auth-card';
import { ToLoginButton } from './components/to-login-button';

/** Spec §2 /reset_password_ok (link is on its way) and /users/reset_password_ok (password set). */
export default function ResetDoneScreen() {
  const { t } = useTranslation('accounts');
  const passwordSet = useLocation().pathname.startsWith('/users/');
  return passwordSet ? (
    <AuthCard title={t('setPassword.okTitle')} testId="reset-password-done">
      <Typography>{t('setPassword.okText')}</Typography>
      <ToLoginButton />
    </AuthCard>
  ) : (
    <AuthCard title={t('resetRequest.okTitle')} testId="reset-request-done">
      <Typography>{t('resetRequest.okText')}</Typography>
    </AuthCard>
  );
}
