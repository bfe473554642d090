import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routePath } from '../../../lib/routing/route-links';
import { updateSettings } from '../../../lib/settings/settings-store';

/**
 * The wizard's feedback for a visitor who is not signed in: feedback is stored with its author, so
 * it needs an account (spec §6), and there is no contact form yet. The dialog says so, points
 * questions about the collection to its description, and offers to sign in and come back here
 * (the draft waits in this tab).
 */
export function FeedbackInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('report-collection');
  const navigate = useNavigate();
  const location = useLocation();
  const loginPath = routePath('Login');
  const signIn = () => {
    if (!loginPath) return;
    updateSettings({ redirectRoute: location.pathname });
    void navigate(loginPath);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="report-feedback-title">
      <DialogTitle id="report-feedback-title">{t('feedbackDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('feedbackDialog.text')}</DialogContentText>
        <DialogContentText>{t('feedbackDialog.kept')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedbackDialog.close')}</Button>
        {loginPath && (
          <Button variant="contained" onClick={signIn}>
            {t('feedbackDialog.signIn')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
