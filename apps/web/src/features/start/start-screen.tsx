import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { LegalLinks } from '../../components/legal-links';
import { LogoMark } from '../../components/logo-mark';
import { clearSession, isSignedIn, useSession } from '../../lib/auth/session-store';
import { useInstallState } from '../../lib/pwa/install-prompt';
import { routePath } from '../../lib/routing/route-links';
import { TopAlbumsCarousel } from './components/top-albums-carousel';

const InstallDialog = lazy(() => import('../../components/install/install-dialog'));

/**
 * Spec §2 start screen. Buttons appear only for screens that exist: sign-in and register come with
 * the accounts issue, 'continue without sign-in' with the feed.
 */
export default function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const install = useInstallState();
  const [installOpen, setInstallOpen] = useState(false);
  const feedPath = routePath('HomeList');
  const loginPath = routePath('Login');
  const registerPath = routePath('Register');

  // A signed-in person goes straight to the feed.
  if (isSignedIn(session) && feedPath) return <Navigate to={feedPath} replace />;

  const continueWithoutSignIn = () => {
    clearSession();
    if (feedPath) void navigate(feedPath);
  };

  const brand = (
    <>
      <LogoMark size={44} />
      <Typography component="h1" variant="h1">
        {t('app.name')}
      </Typography>
    </>
  );

  return (
    <Container maxWidth="md" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', py: 2 }}>
      {/* Sizes here match the pre-React splash in index.html (see top-albums-early.ts). */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        {feedPath ? (
          <Box
            component={RouterLink}
            to={feedPath}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              height: 44,
              color: 'inherit',
              textDecoration: 'none',
            }}
          >
            {brand}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 44 }}>{brand}</Box>
        )}
        <Box sx={{ width: { xs: '100%', sm: 'auto' }, height: 40, display: 'flex' }}>
          <LanguageToggle />
        </Box>
      </Box>

      <TopAlbumsCarousel />

      <Typography
        sx={{
          mt: 3,
          mx: 'auto',
          maxWidth: '40rem',
          textAlign: 'center',
          color: 'text.secondary',
          fontSize: '1.1rem',
        }}
        data-testid="start-intro"
      >
        {t('start.intro')}
      </Typography>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'center' }}
        data-testid="start-actions"
      >
        {loginPath && (
          <Button variant="contained" size="large" component={RouterLink} to={loginPath}>
            {t('start.signIn')}
          </Button>
        )}
        {feedPath && (
          <Button variant={loginPath ? 'outlined' : 'contained'} size="large" onClick={continueWithoutSignIn}>
            {t('start.continueWithoutSignIn')}
          </Button>
        )}
        {registerPath && (
          <Button variant="text" size="large" component={RouterLink} to={registerPath}>
            {t('start.register')}
          </Button>
        )}
        {install.installable && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<InstallMobileIcon />}
            onClick={() => setInstallOpen(true)}
          >
            {t('start.installTeaser')}
          </Button>
        )}
      </Stack>

      <Box component="footer" sx={{ mt: 'auto', pt: 4, color: 'text.secondary' }}>
        <LegalLinks />
      </Box>
      {installOpen && (
        <Suspense fallback={null}>
          <InstallDialog open onClose={() => setInstallOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
