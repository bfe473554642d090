import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { closeSignInPrompt, useSignInPromptOpen } from '../../lib/auth/sign-in-prompt';
import { routePath } from '../../lib/routing/route-links';
import { updateSettings } from '../../lib/settings/settings-store';

/**
 * Spec §4: 'Please log in' with the register text and login/register buttons. The current route is
 * kept as the redirect target, so signing in brings the person back here.
 */
export default function SignInRequiredDialog() {
  const { t } = useTranslation('accounts');
  const open = useSignInPromptOpen();
  const navigate = useNavigate();
  const location = useLocation();
  const go = (path: string | null) => {
    closeSignInPrompt();
    if (!path) return;
    updateSettings({ redirectRoute: `${location.pathname}${location.search}` });
    void navigate(path);
  };
  return (
    <Dialog open={open} onClose={closeSignInPrompt} maxWidth="xs" fullWidth data-testid="sign-in-required">
      <DialogTitle>{t('signInPrompt.title')}</DialogTitle>
      <DialogContent>{t('signInPrompt.text')}</DialogContent>
      <DialogActions>
        <Button onClick={closeSignInPrompt}>{t('signInPrompt.cancel')}</Button>
        <Button onClick={() => go(routePath('Register'))}>{t('signInPrompt.register')}</Button>
        <Button variant="contained" onClick={() => go(routePath('Login'))}>
          {t('signInPrompt.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
