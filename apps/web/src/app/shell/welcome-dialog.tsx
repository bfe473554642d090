import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '../../lib/routing/route-links';
import { getSettings, updateSettings } from '../../lib/settings/settings-store';

/**
 * Spec §2/§4 welcome and storage notice for signed-in people whose settings are still empty, shown
 * while it holds the first-run turn (`open`). Agreeing (or going to the settings) stores the
 * defaults, so it does not come back.
 */
export default function WelcomeDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const settingsPath = routePath('Settings');

  /** Stores the defaults; agreeing also makes the shell follow up with the intro movie offer. */
  const accept = ({ offerIntro }: { offerIntro: boolean }) => {
    updateSettings(offerIntro ? { ...getSettings(), introMovieOffer: 'due' } : getSettings());
    onDone();
  };

  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('welcome.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('welcome.text')}</DialogContentText>
        <DialogContentText>{t('welcome.storage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {settingsPath && (
          <Button
            onClick={() => {
              accept({ offerIntro: false });
              void navigate(settingsPath);
            }}
          >
            {t('welcome.settings')}
          </Button>
        )}
        <Button variant="contained" onClick={() => accept({ offerIntro: true })} autoFocus>
          {t('welcome.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
