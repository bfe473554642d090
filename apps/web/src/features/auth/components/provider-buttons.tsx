import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { type Provider, useProviders } from '../../../lib/resources/auth';

const icons = { google: <GoogleIcon />, facebook: <FacebookIcon /> } as const;

/**
 * Spec §7: the browser goes to /connect/{provider} (register=true when signing up) and comes back
 * to the check page. Only providers the server has configured are shown.
 */
export function ProviderButtons({ register }: { register: boolean }) {
  const { t } = useTranslation('accounts');
  const providers = useProviders().data ?? [];
  if (providers.length === 0) return null;
  const label = (provider: Provider) =>
    t(`${register ? 'register' : 'login'}.${provider === 'google' ? 'withGoogle' : 'withFacebook'}`);
  return (
    <>
      <Divider sx={{ my: 2 }}>{t('common.or')}</Divider>
      <Stack spacing={1}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            startIcon={icons[provider]}
            href={`/connect/${provider}${register ? '?register=true' : ''}`}
            fullWidth
          >
            {label(provider)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
