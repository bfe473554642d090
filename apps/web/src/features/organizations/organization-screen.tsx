import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SCROLL_PX } from '@retropics/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { CollectionGrid } from '../../components/crowdfunding/collection-card';
import { PartyLogo, SiteLink } from '../../components/party-credits/party-credits';
import { siteLabel } from '../../components/party-credits/site-label';
import { RichText } from '../../components/rich-text/rich-text';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { isNotFound } from '../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useNearEnd } from '../../lib/layout/use-near-end';
import {
  type Organization,
  useOrganization,
  useOrganizationCollections,
} from '../../lib/resources/organizations';
import { routePath } from '../../lib/routing/route-links';

preloadNamespace('organizations');
preloadNamespace('browse');

function OrganizationCollections({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const list = useOrganizationCollections(organizationId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = list;
  const endRef = useNearEnd(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, SCROLL_PX.infiniteScrollFeed);
  return (
    <Box component="section" aria-labelledby="organization-collections-heading" sx={{ mt: 4 }}>
      <Typography id="organization-collections-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
        {t('page.collections')}
      </Typography>
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('page.loadingCollections')} />
        </Box>
      )}
      {list.isError && list.collections.length === 0 && (
        <Box role="alert" sx={{ py: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('page.collectionsLoadError')}</Typography>
          <Button variant="outlined" onClick={() => void list.refetch()}>
            {t('page.retry')}
          </Button>
        </Box>
      )}
      {list.isSuccess && list.collections.length === 0 && (
        <Typography color="text.secondary" data-testid="organization-no-collections">
          {t('page.noCollections')}
        </Typography>
      )}
      <CollectionGrid collections={list.collections} testId="organization-collections" />
      <div ref={endRef} />
      {isFetchingNextPage && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('page.loadingCollections')} />
        </Box>
      )}
    </Box>
  );
}

function OrganizationView({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const close = useCloseScreen();
  usePageTitle(organization.name);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, pb: 6 }} data-testid="organization-page">
      <IconButton onClick={close} aria-label={t('page.close')} edge="start" sx={{ mb: 1 }}>
        <CloseIcon />
      </IconButton>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1.5, sm: 3 },
        }}
      >
        {organization.logoUrl && (
          <PartyLogo
            src={organization.logoUrl}
            alt={t('credits.logoOf', { name: organization.name })}
            height={72}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="p"
            sx={{ fontSize: '0.8rem', fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase' }}
            color="text.secondary"
          >
            {t('page.kicker')}
          </Typography>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.4rem' } }}>
            {organization.name}
          </Typography>
          {organization.url && (
            <Typography sx={{ mt: 0.5 }} data-testid="organization-site">
              <SiteLink url={organization.url} label={siteLabel(organization.url)} />
            </Typography>
          )}
        </Box>
      </Box>
      {organization.text && (
        <Box sx={{ mt: 3, maxWidth: '52rem' }}>
          <RichText html={organization.text} headingBase={2} sx={{ fontSize: '1.05rem' }} />
        </Box>
      )}
      <OrganizationCollections organizationId={organization.id} />
    </Container>
  );
}

/** `/organizations/show/:id`: an organization with its text, its site and its public collections. */
export default function OrganizationScreen() {
  const { t } = useTranslation('organizations');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const organization = useOrganization(valid ? id : undefined);
  usePageTitle(organization.isError || !valid ? t('page.notFound') : null);

  if (valid && organization.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('page.loading')} />
      </Box>
    );
  }
  if (!valid || organization.isError || !organization.data) {
    const missing = !valid || isNotFound(organization.error);
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {missing ? t('page.notFound') : t('page.loadError')}
        </Typography>
        {missing ? (
          <Button variant="contained" component={RouterLink} to={routePath('CollectionsList') ?? '/feed'}>
            {t('page.toCollections')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void organization.refetch()}>
            {t('page.retry')}
          </Button>
        )}
      </Container>
    );
  }
  return <OrganizationView key={id} organization={organization.data} />;
}
