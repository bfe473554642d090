import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './components/auth-card';

/** Spec §2 /registered: the notice to check the e-mail. */
export default function RegisteredScreen() {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('registered.title')} testId="registered-notice">
      <Box sx={{ textAlign: 'center', my: 2 }}>
        <MarkEmailReadIcon sx={{ fontSize: 64 }} color="primary" aria-hidden />
      </Box>
      <Typography sx={{ mb: 2 }}>{t('registered.text')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('registered.spam')}
      </Typography>
    </AuthCard>
  );
}
