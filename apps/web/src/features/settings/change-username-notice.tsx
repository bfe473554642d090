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
import { routePath } from '../../lib/routing/route-links';
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
 * browser session ('later' or 'go to Settings').
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
    const timer = window.setTimeout(() => setDue(true), TIMERS_MS.changeUsernameDelay);
    return () => window.clearTimeout(timer);
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
