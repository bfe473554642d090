import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { acceptTokens } from '../../lib/auth/auth-client';
import { ApiError } from '../../lib/hydra/hydra-client';
import { hasTokens, useConnectCheck } from '../../lib/resources/auth';
import { routePath } from '../../lib/routing/route-links';
import { pathAfterSignIn } from './components/after-sign-in';
import { AuthCard } from './components/auth-card';

/** Spec §8: what a 403 from the check means, in German in every language as the spec gives it. */
export const MUST_REGISTER_FIRST =
  'Du musst dich vorher registrieren oder dein Account wurde noch nicht freigeschaltet';

const providerName = (provider: string) => (provider === 'facebook' ? 'Facebook' : 'Google');

/**
 * Spec §2 OAuth check page: loading, then sign-in, or an error with a back-to-login button. When
 * registering, a `register` answer goes to Registered; otherwise an error and the connect-check dialog.
 */
export default function ConnectCheckScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const { provider = 'google' } = useParams();
  const register = location.pathname.endsWith('/register');
  const check = useConnectCheck(provider, location.search, register);
  const [dialogOpen, setDialogOpen] = useState(false);
  const loginPath = routePath('Login') ?? '/login';

  useEffect(() => {
    if (!check.data) return;
    if (hasTokens(check.data)) {
      acceptTokens(check.data);
      void navigate(pathAfterSignIn(), { replace: true });
    } else if (check.data.register) {
      void navigate(routePath('Registered') ?? '/registered', { replace: true });
    }
  }, [check.data, navigate]);

  useEffect(() => {
    if (register && (check.isError || (check.data && !check.data.register && !hasTokens(check.data)))) {
      setDialogOpen(true);
    }
  }, [register, check.isError, check.data]);

  if (check.isPending || (check.data && (hasTokens(check.data) || check.data.register))) {
    return (
      <AuthCard title={t('connect.loading')}>
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('connect.loading')} />
        </Stack>
      </AuthCard>
    );
  }

  const error = check.error;
  const message =
    error instanceof ApiError && error.status === 403
      ? MUST_REGISTER_FIRST
      : (error?.message ?? t('connect.failedTitle'));

  return (
    <AuthCard
      title={register ? t('connect.registerFailedTitle') : t('connect.failedTitle')}
      testId="connect-check-error"
    >
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to={loginPath} variant="contained" fullWidth sx={{ mt: 2 }}>
        {t('connect.backToLogin')}
      </Button>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('connect.registerFailedTitle')}</DialogTitle>
        <DialogContent>{t('connect.registerFailedText', { provider: providerName(provider) })}</DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={routePath('Register') ?? '/register'}>
            {t('connect.registerWithEmail')}
          </Button>
          <Button variant="contained" href={`/connect/${encodeURIComponent(provider)}?register=true`}>
            {t('connect.tryAgain')}
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}
