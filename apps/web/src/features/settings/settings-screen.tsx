import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AVATAR_CHOICES,
  DISPLAY_NAME_MAX_LENGTH,
  personUpdateSchema,
} from '@retropics/domain/contracts/person.contract';
import { newPasswordSchema } from '@retropics/domain/validation';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../components/account/password-field';
import { fieldErrors, messageText } from '../../components/account/validation-messages';
import { BlockedDialog } from '../../components/device-permissions/blocked-dialog';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { useSession } from '../../lib/auth/session-store';
import { requestLocation } from '../../lib/device/device-permissions';
import { ApiError } from '../../lib/hydra/hydra-client';
import { switchPushInSettings } from '../../lib/push/push-choice';
import { useMyNewsletter, useSetMyNewsletter } from '../../lib/resources/newsletter';
import { usePerson, useUpdatePerson } from '../../lib/resources/people';
import { type EmailPreference, useAccount, useUpdateAccount } from '../../lib/resources/users';
import { routePath } from '../../lib/routing/route-links';
import { updateSettings, useSettings } from '../../lib/settings/settings-store';
import { showError, showSuccess } from '../../lib/snackbar/snackbar-store';
import { AvatarChooser } from './components/avatar-chooser';

const EMAIL_TOGGLES: ReadonlyArray<[EmailPreference, string]> = [
  ['receiveEmailsLogins', 'emails.logins'],
  ['receiveEmailsUpdates', 'emails.updates'],
  ['receiveEmailsSurveys', 'emails.surveys'],
  ['receiveEmailsOffers', 'emails.offers'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec §2 Settings: account e-mail (disabled), change password, avatar, display name, push and
 * location toggles, four e-mail toggles, privacy info, delete-account link. OK and close go back.
 */
export default function SettingsScreen() {
  const { t, i18n } = useTranslation(['accounts', 'push', 'newsletter']);
  const session = useSession();
  const settings = useSettings();
  const userId = session.user?.id;
  const personId = session.user?.person_id;
  const account = useAccount(userId);
  const person = usePerson(personId);
  const updateAccount = useUpdateAccount(userId);
  const updatePerson = useUpdatePerson(personId);
  // The 'updates' toggle is the newsletter: on asks for the double opt-in, so it follows the server.
  const newsletter = useMyNewsletter(userId !== undefined);
  const setNewsletter = useSetMyNewsletter(userId);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [blocked, setBlocked] = useState<'push' | 'location' | 'pushUnsupported' | null>(null);

  useEffect(() => {
    if (person.data) setName(person.data.name);
  }, [person.data]);

  const close = useCloseScreen();

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      setPasswordError(messageText(t, checked.error.issues[0]?.message ?? ''));
      return;
    }
    setPasswordError(undefined);
    try {
      await updateAccount.mutateAsync({ password: checked.data });
      setPassword('');
      showSuccess(t('settings.passwordSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0)
        setPasswordError(messageText(t, fieldErrors(error.violations).password ?? error.message));
      else showError((error as Error).message);
    }
  };

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    // The server's own rule, so a blank or too long name is refused in the same words before sending.
    const checked = personUpdateSchema.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await updatePerson.mutateAsync({ name: checked.data });
      showSuccess(t('settings.nameSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0)
        setNameError(fieldErrors(error.violations).name ?? error.message);
      else showError((error as Error).message);
    }
  };

  const saveAvatar = (pictureUrl: (typeof AVATAR_CHOICES)[number]) =>
    updatePerson.mutate(
      { pictureUrl },
      {
        onSuccess: () => showSuccess(t('settings.avatarSaved')),
        onError: (error) => showError(error.message),
      },
    );

  const toggleEmail = (field: EmailPreference, value: boolean) =>
    updateAccount.mutate({ [field]: value }, { onError: (error) => showError(error.message) });

  const toggleNewsletter = (subscribed: boolean) =>
    setNewsletter.mutate(subscribed, {
      onSuccess: (status) => {
        if (status.status === 'pending') showSuccess(t('newsletter:settings.pendingSnack'));
        else if (status.status === 'unsubscribed') showSuccess(t('newsletter:settings.unsubscribed'));
      },
      onError: (error) => showError(error.message),
    });
  const newsletterStatus = newsletter.data?.status;
  const newsletterPending = newsletterStatus === 'pending';

  const togglePush = async (on: boolean) => {
    const result = await switchPushInSettings(on, i18n.language);
    if (result === 'failed') showError(t('push:switchFailed'));
    else setBlocked(result);
  };

  const toggleLocation = async (on: boolean) => {
    if (!on) {
      updateSettings({ getLocation: false });
      return;
    }
    const granted = await requestLocation();
    updateSettings({ getLocation: granted });
    if (!granted) setBlocked('location');
  };

  const deletePath = routePath('DeleteAccount');
  const privacyPath = routePath('Privacy');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 0, sm: 3 } }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="settings">
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography component="h1" variant="h5" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('settings.title')}
          </Typography>
          <IconButton onClick={close} aria-label={t('settings.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        {account.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('settings.loadFailed', { message: account.error.message })}
          </Alert>
        )}
        {account.isPending && userId !== undefined && (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress />
          </Stack>
        )}

        <Section title={t('settings.accountHeading')}>
          <TextField
            label={t('common.email')}
            value={account.data?.email ?? ''}
            disabled
            fullWidth
            name="account-email"
          />
        </Section>
        <Divider />

        <Section title={t('settings.passwordHeading')}>
          <form onSubmit={savePassword} noValidate>
            <PasswordField
              label={t('settings.newPassword')}
              name="new-password"
              value={password}
              onChange={setPassword}
              error={passwordError}
              autoComplete="new-password"
            />
            <Button type="submit" variant="outlined" disabled={updateAccount.isPending}>
              {t('settings.savePassword')}
            </Button>
          </form>
        </Section>
        <Divider />

        <Section title={t('settings.avatarHeading')}>
          <AvatarChooser value={person.data?.pictureUrl} onChange={saveAvatar} />
        </Section>
        <Divider />

        <Section title={t('settings.nameHeading')}>
          <form onSubmit={saveName} noValidate>
            <TextField
              label={t('settings.name')}
              name="display-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX_LENGTH } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={updatePerson.isPending || !person.data}
              sx={{ mt: 1 }}
            >
              {t('settings.saveName')}
            </Button>
          </form>
        </Section>
        <Divider />

        <Section title={t('settings.appHeading')}>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.showNotifications === true}
                  onChange={(e) => void togglePush(e.target.checked)}
                />
              }
              label={t('settings.push')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.getLocation === true}
                  onChange={(e) => void toggleLocation(e.target.checked)}
                />
              }
              label={t('settings.location')}
            />
          </Stack>
        </Section>
        <Divider />

        <Section title={t('settings.emailsHeading')}>
          <Stack>
            {EMAIL_TOGGLES.map(([field, label]) =>
              field === 'receiveEmailsUpdates' ? (
                <Box key={field}>
                  <FormControlLabel
                    control={
                      <Switch
                        name={field}
                        checked={newsletterStatus === 'confirmed' || newsletterPending}
                        disabled={!newsletter.data || setNewsletter.isPending}
                        onChange={(event) => toggleNewsletter(event.target.checked)}
                        slotProps={{
                          input: newsletterPending ? { 'aria-describedby': 'newsletter-pending' } : {},
                        }}
                      />
                    }
                    label={t(label)}
                  />
                  {newsletterPending && (
                    <Typography
                      id="newsletter-pending"
                      variant="body2"
                      color="text.secondary"
                      data-testid="newsletter-pending"
                      sx={{ ml: 6, mt: -0.5, mb: 1, overflowWrap: 'anywhere' }}
                    >
                      {t('newsletter:settings.pending', { email: newsletter.data?.email })}
                    </Typography>
                  )}
                </Box>
              ) : (
                <FormControlLabel
                  key={field}
                  control={
                    <Switch
                      name={field}
                      checked={account.data?.[field] ?? false}
                      disabled={!account.data}
                      onChange={(event) => toggleEmail(field, event.target.checked)}
                    />
                  }
                  label={t(label)}
                />
              ),
            )}
          </Stack>
        </Section>
        <Divider />

        <Section title={t('settings.privacyHeading')}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('settings.privacyText')}{' '}
            {privacyPath && (
              <Link component={RouterLink} to={privacyPath}>
                {t('settings.privacyLink')}
              </Link>
            )}
          </Typography>
          <FormControlLabel control={<Switch checked disabled />} label={t('settings.essential')} />
        </Section>
        <Divider />

        <Stack direction="row" sx={{ pt: 2, gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          {deletePath && (
            <Button component={RouterLink} to={deletePath} color="error">
              {t('settings.deleteAccount')}
            </Button>
          )}
          <Button variant="contained" onClick={close}>
            {t('settings.ok')}
          </Button>
        </Stack>
      </Paper>
      <BlockedDialog kind={blocked} onClose={() => setBlocked(null)} />
    </Container>
  );
}
