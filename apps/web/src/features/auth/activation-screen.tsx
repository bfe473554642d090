import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useActivation } from '../../lib/resources/users';
import { AuthCard } from './components/auth-card';
import { ToLoginButton } from './components/to-login-button';

/** Spec §8: exactly this error switches to the 'already active' page. */
export const ALREADY_ACTIVE_ERROR = 'Error: User activation failed: User is already active';

/** Spec §2 activation page: success, 'already active' (with login button) or the error. */
export default function ActivationScreen() {
  const { t } = useTranslation('accounts');
  const { id = '', invitationCode = '' } = useParams();
  const activation = useActivation(id, invitationCode);

  if (activation.isPending) {
    return (
      <AuthCard title={t('activation.loading')}>
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('activation.loading')} />
        </Stack>
      </AuthCard>
    );
  }
  if (activation.isError) {
    const message = `Error: ${activation.error.message}`;
    if (message === ALREADY_ACTIVE_ERROR) {
      return (
        <AuthCard title={t('activation.alreadyActiveTitle')} testId="activation-already-active">
          <Typography>{t('activation.alreadyActiveText')}</Typography>
          <ToLoginButton />
        </AuthCard>
      );
    }
    return (
      <AuthCard title={t('activation.failedTitle')} testId="activation-failed">
        <Alert severity="error">{message}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('activation.successTitle')} testId="activation-success">
      <Typography>{t('activation.successText')}</Typography>
      <ToLoginButton />
    </AuthCard>
  );
}
