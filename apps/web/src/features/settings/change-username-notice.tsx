import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIMERS_MS } from '@retropics/domain/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/auth/session-store';
import { useFirstRunTurn } from '../../lib/first-run/first-run-scheduler';
import { usePerson } from '../../lib/resources/people';
import { routePath } from '../../lib/routing/route-links';
import { getSettings, updateSettings, useHasStoredSettings } from '../../lib/settings/settings-store';

/**
 * Spec §2/§4: 5 s after arriving, a person still named usr_… is invited to choose a name, when it
 * gets the first-run turn (lib/first-run). It comes once per device: shown is remembered in the
 * settings store. It is a card, not a modal: the page behind it stays usable (no backdrop), and
 * it does not take the focus; Escape or either button closes it.
 */
export default function ChangeUsernameNotice() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const personId = useSession().user?.person_id;
  const welcomed = useHasStoredSettings();
  const titleId = useId();
  const textId = useId();
  // Read once: marking it shown when it opens must not withdraw it while it is on screen.
  const [seenBefore] = useState(() => getSettings().changeUsernameNoticeShown);
  const [delayPassed, setDelayPassed] = useState(false);
  // Read at arrival, so the notice is ready at its moment, together with the other 5 s offers.
  const person = usePerson(seenBefore ? undefined : personId);
  const wanted = delayPassed && !seenBefore && welcomed && person.data?.name.startsWith('usr_') === true;
  const { showing, finish } = useFirstRunTurn('nameNotice', wanted);

  useEffect(() => {
    if (personId === undefined || seenBefore) return;
    const timer = window.setTimeout(() => setDelayPassed(true), TIMERS_MS.changeUsernameDelay);
    return () => window.clearTimeout(timer);
  }, [personId, seenBefore]);

  useEffect(() => {
    if (showing) updateSettings({ changeUsernameNoticeShown: true });
  }, [showing]);

  const settingsPath = routePath('Settings');
  return (
    <Slide direction="up" in={showing} mountOnEnter unmountOnExit>
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="change-username-notice"
        elevation={8}
        onKeyDown={(event) => {
          if (event.key === 'Escape') finish();
        }}
        sx={{
          position: 'fixed',
          zIndex: 'snackbar',
          // Above the bottom navigation on a phone; a corner card on a wide screen.
          bottom: { xs: 72, sm: 24 },
          left: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 'auto' },
          maxWidth: { sm: 400 },
          p: 2,
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('changeUsername.title')}
        </Typography>
        <Typography id={textId} variant="body2" sx={{ mt: 0.5 }}>
          {t('changeUsername.text', { name: person.data?.name ?? '' })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
          <Button onClick={finish}>{t('changeUsername.later')}</Button>
          {settingsPath && (
            <Button
              variant="contained"
              onClick={() => {
                finish();
                void navigate(settingsPath);
              }}
            >
              {t('changeUsername.toSettings')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Slide>
  );
}
