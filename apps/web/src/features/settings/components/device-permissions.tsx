import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { TIMERS_MS } from '@retropics/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §4 Push: asks for permission; 'denied' when blocked before or now, 'unsupported' without the API. */
export async function requestNotifications(): Promise<'granted' | 'denied' | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'granted') return 'granted';
  try {
    return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Spec §4 location: reads the position once (10 s timeout); false on denial, failure or timeout. */
export function requestLocation(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(false);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve(true),
      () => resolve(false),
      { timeout: TIMERS_MS.geolocationTimeout },
    );
  });
}

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
