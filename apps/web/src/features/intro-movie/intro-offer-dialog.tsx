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
import { updateSettings } from '../../lib/settings/settings-store';

/**
 * Spec §2 'thank-you with intro movie offer': right after a newly signed-in person agreed to the
 * welcome dialog, while it holds the first-run turn (`open`). Any answer (watch, later, Escape) marks it shown, so it comes once per device.
 */
export default function IntroOfferDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation('intro');
  const navigate = useNavigate();
  const titleId = useId();
  const introPath = routePath('IntroMovie');

  const answer = (watch: boolean) => {
    updateSettings({ introMovieOffer: 'shown' });
    onDone();
    if (watch && introPath) void navigate(introPath);
  };

  return (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('offer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('offer.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>{t('offer.later')}</Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {t('offer.watch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
