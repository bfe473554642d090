import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { registrationSchema } from '@retropics/domain/validation';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailField } from '../../components/account/email-field';
import { PasswordField } from '../../components/account/password-field';
import { useAccountForm } from '../../components/account/use-account-form';
import { messageText } from '../../components/account/validation-messages';
import { register } from '../../lib/resources/users';
import { routePath } from '../../lib/routing/route-links';
import { AuthCard } from './components/auth-card';
import { ProviderButtons } from './components/provider-buttons';

export const EMAIL_PREFERENCES = [
  ['receiveEmailsLogins', 'emails.logins'],
  ['receiveEmailsUpdates', 'emails.updates'],
  ['receiveEmailsSurveys', 'emails.surveys'],
  ['receiveEmailsOffers', 'emails.offers'],
] as const;

type Preference = (typeof EMAIL_PREFERENCES)[number][0];

/** Spec §2 register dialog: e-mail, password, providers, privacy notice, e-mail preferences. */
export default function RegisterScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [preferences, setPreferences] = useState<Record<Preference, boolean>>({
    receiveEmailsLogins: false,
    receiveEmailsUpdates: false,
    receiveEmailsSurveys: false,
    receiveEmailsOffers: false,
  });
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const loginPath = routePath('Login');
  const privacyPath = routePath('Privacy') ?? '/privacy';
  const termsPath = routePath('Agb') ?? '/agb';

  const { errors, failure, busy, submit } = useAccountForm(registrationSchema, async (data) => {
    await register(data);
    void navigate(routePath('Registered') ?? '/registered');
  });

  return (
    <AuthCard title={t('register.title')} testId="register-dialog">
      <form onSubmit={submit({ email, password, ...preferences })} noValidate>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {failure}
          </Alert>
        )}
        <EmailField value={email} onChange={setEmail} error={errors.email} autoComplete="email" />
        <PasswordField
          label={t('common.password')}
          value={password}
          onChange={setPassword}
          error={errors.password && messageText(t, errors.password)}
          autoComplete="new-password"
        />
        <Button
          startIcon={<MailOutlineIcon />}
          onClick={() => setPreferencesOpen(true)}
          sx={{ mt: 1 }}
          aria-haspopup="dialog"
        >
          {t('register.preferences')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans
            t={t}
            i18nKey="register.notice"
            components={{
              terms: <Link component={RouterLink} to={termsPath} />,
              privacy: <Link component={RouterLink} to={privacyPath} />,
            }}
          />
        </Typography>
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('common.sending') : t('register.submit')}
        </Button>
      </form>
      <ProviderButtons register />
      {loginPath && (
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Link component={RouterLink} to={loginPath} replace>
            {t('register.haveAccount')}
          </Link>
        </Stack>
      )}
      <Dialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('register.preferencesTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('register.preferencesIntro')}
          </Typography>
          <Stack>
            {EMAIL_PREFERENCES.map(([field, label]) => (
              <FormControlLabel
                key={field}
                control={
                  <Switch
                    checked={preferences[field]}
                    onChange={(event) => setPreferences({ ...preferences, [field]: event.target.checked })}
                  />
                }
                label={t(label)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreferencesOpen(false)}>{t('register.done')}</Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}
