import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../../../lib/routing/route-links';

export function ToLoginButton({ label }: { label?: string }) {
  const { t } = useTranslation('accounts');
  const loginPath = routePath('Login');
  if (!loginPath) return null;
  return (
    <Button component={RouterLink} to={loginPath} variant="contained" fullWidth sx={{ mt: 2 }}>
      {label ?? t('common.toLogin')}
    </Button>
  );
}
