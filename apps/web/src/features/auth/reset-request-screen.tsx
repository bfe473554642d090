import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resetRequestSchema } from '@retropics/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField } from '../../components/account/email-field';
import { useAccountForm } from '../../components/account/use-account-form';
import { requestPasswordReset } from '../../lib/resources/auth';
import { routePath } from '../../lib/routing/route-links';
import { AuthCard } from './components/auth-card';

/** Spec §2 reset request page: the e-mail field; success (200) goes to /reset_password_ok. */
export default function ResetRequestScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  const { errors, failure, busy, submit } = useAccountForm(resetRequestSchema, async (data) => {
    await requestPasswordReset(data.email);
    void navigate(routePath('ResetPasswordOk') ?? '/reset_password_ok');
  });

  return (
    <AuthCard title={t('resetRequest.title')} testId="reset-request">
      <form onSubmit={submit({ email })} noValidate>
        <Typography sx={{ mb: 1 }}>{t('resetRequest.intro')}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <EmailField value={email} onChange={setEmail} error={errors.email} autoComplete="email" />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={busy}>
          {busy ? t('common.sending') : t('resetRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
