import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CollectionGrid } from '../../components/crowdfunding/collection-card';
import { LogoMark } from '../../components/logo-mark';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useInstallState } from '../../lib/pwa/install-prompt';
import { useLandingCollections } from '../../lib/resources/photograph-collections';
import { routePath } from '../../lib/routing/route-links';
import { HowItWorksDialog } from './components/how-it-works-dialog';
import { LandingHeroCaption, LandingHeroPicture, useHeroPhotograph } from './components/landing-hero-picture';

preloadNamespace('browse');
preloadNamespace('report-collection');

/** How many photographs the project has digitised, written as a number in the reader's language. */
const DIGITISED_PHOTOGRAPHS = 10_000;

const InstallDialog = lazy(() => import('../../components/install/install-dialog'));

/** The crowdfunding section's invitation to report a collection of one's own. */
function ReportCallToAction({ reportPath }: { reportPath: string }) {
  const { t } = useTranslation(['report-collection', 'browse']);
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="landing-report-collection"
    >
      <Box sx={{ flex: '1 1 20rem' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 0.5 }}>
          {t('landing.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('landing.text')}</Typography>
      </Box>
      <Button
        component={RouterLink}
        to={reportPath}
        variant="contained"
        size="large"
        startIcon={<AddPhotoAlternateIcon />}
      >
        {t('browse:feed.reportCollection')}
      </Button>
    </Paper>
  );
}

/**
 * Spec §2 LandingPage `/retro`: why RetroPics rescues photographs, the crowdfunding section with
 * its 'how does this work' dialog, and the crowdfunding collections in the landing order (§9).
 */
export default function LandingScreen() {
  const { t } = useTranslation('browse');
  const install = useInstallState();
  const [howOpen, setHowOpen] = useState(false);
  const [installOpen, setInstallOpen] = useState(false);
  const collections = useLandingCollections();
  const hero = useHeroPhotograph();
  usePageTitle(t('landing.title'));
  const reportPath = routePath('PhotographCollectionCreate');
  const feedPath = routePath('HomeList');

  return (
    <Box sx={{ pb: 6 }}>
      <Box
        component="header"
        sx={{
          position: 'relative',
          background: 'linear-gradient(160deg, #3e2f20 0%, #1d1915 70%)',
          color: '#fff',
          py: { xs: 4, md: 7 },
        }}
      >
        {hero && <LandingHeroPicture photograph={hero} />}
        <Container maxWidth="md" sx={{ position: 'relative' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, flexWrap: 'wrap' }}>
            <LogoMark size={48} />
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.4rem', flexGrow: 1 }}>
              RetroPics
            </Typography>
            {install.installable && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<InstallMobileIcon />}
                onClick={() => setInstallOpen(true)}
              >
                {t('landing.install')}
              </Button>
            )}
          </Box>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.8rem' }, mb: 2 }}>
            {t('landing.heading')}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', mb: 1.5, opacity: 0.92 }}>
            {t('landing.intro1', { photographs: DIGITISED_PHOTOGRAPHS })}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', opacity: 0.92 }}>{t('landing.intro2')}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
            {reportPath && (
              <Button component={RouterLink} to={reportPath} variant="contained">
                {t('feed.reportCollection')}
              </Button>
            )}
            {feedPath && (
              <Button
                component={RouterLink}
                to={feedPath}
                variant={reportPath ? 'outlined' : 'contained'}
                color={reportPath ? 'inherit' : 'primary'}
              >
                {t('landing.toFeed')}
              </Button>
            )}
          </Box>
          {hero && <LandingHeroCaption photograph={hero} />}
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ mt: 4 }}>
        <Box component="section" aria-labelledby="crowdfunding-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography id="crowdfunding-heading" component="h2" variant="h2" sx={{ flexGrow: 1 }}>
              {t('landing.crowdfundingHeading')}
            </Typography>
            <Button startIcon={<HelpOutlineIcon />} onClick={() => setHowOpen(true)} aria-haspopup="dialog">
              {t('landing.howButton')}
            </Button>
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '46rem' }}>
            {t('landing.crowdfundingText')}
          </Typography>
          {collections.isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t('collections.loading')} />
            </Box>
          )}
          {collections.isError && (
            <Box role="alert" sx={{ py: 3 }}>
              <Typography sx={{ mb: 1 }}>{t('collections.loadError')}</Typography>
              <Button onClick={() => void collections.refetch()}>{t('feed.retry')}</Button>
            </Box>
          )}
          {collections.isSuccess && collections.data.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('collections.empty')}</Typography>
          )}
          <CollectionGrid collections={collections.data ?? []} testId="landing-collections" />
          {reportPath && <ReportCallToAction reportPath={reportPath} />}
        </Box>
      </Container>
      <HowItWorksDialog open={howOpen} onClose={() => setHowOpen(false)} />
      {installOpen && (
        <Suspense fallback={null}>
          <InstallDialog open onClose={() => setInstallOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
