import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { whenScreenFree } from '../../lib/layout/screen-free';
import { routePath } from '../../lib/routing/route-links';
import { hasStoredSettings } from '../../lib/settings/settings-store';
import { usePerson } from './api/get-person';

const SHOWN_KEY = 'retropics.changeUsernameShown';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec §4: 5 s after arriving, a person still named usr_… is invited to choose a name, once per
 * browser session ('later' or 'go to Settings'); it waits its turn behind the welcome dialog.
 */
export default function ChangeUsernameNotice() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const personId = useSession().user?.person_id;
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const person = usePerson(due ? personId : undefined);

  useEffect(() => {
    if (personId === undefined || shownThisSession()) return;
    let stopWaiting = () => {};
    // After the welcome dialog (same 5 s) has been answered and while no other dialog is open, so
    // the two never stack and the one behind is not hidden from screen readers.
    const timer = window.setTimeout(() => {
      stopWaiting = whenScreenFree(() => setDue(true), hasStoredSettings);
    }, TIMERS_MS.changeUsernameDelay);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [personId]);

  useEffect(() => {
    if (!due || !person.data?.name.startsWith('usr_') || shownThisSession()) return;
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Without session storage it may show again on the next visit; harmless.
    }
    setOpen(true);
  }, [due, person.data]);

  const settingsPath = routePath('Settings');
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      maxWidth="xs"
      fullWidth
      data-testid="change-username-notice"
    >
      <DialogTitle>{t('changeUsername.title')}</DialogTitle>
      <DialogContent>{t('changeUsername.text', { name: person.data?.name ?? '' })}</DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t('changeUsername.later')}</Button>
        {settingsPath && (
          <Button
            variant="contained"
            onClick={() => {
              setOpen(false);
              void navigate(settingsPath);
            }}
          >
            {t('changeUsername.toSettings')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
