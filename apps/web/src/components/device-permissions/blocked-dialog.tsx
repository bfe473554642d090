import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const texts = {
  push: 'settings.pushBlocked',
  pushUnsupported: 'settings.pushUnsupported',
  location: 'settings.locationBlocked',
} as const;

/** The push-blocked and location-blocked infos of spec §2. */
export function BlockedDialog({ kind, onClose }: { kind: keyof typeof texts | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const messageId = useId();
  return (
    // The message is all the dialog says, so it also names it for screen readers.
    <Dialog open={kind !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={messageId}>
      <DialogContent id={messageId}>{kind && t(texts[kind])}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
