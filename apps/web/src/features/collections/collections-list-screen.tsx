import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SCROLL_PX } from '@retropics/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CollectionGrid } from '../../components/crowdfunding/collection-card';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useNearEnd } from '../../lib/layout/use-near-end';
import { useCrowdfundingCollections } from '../../lib/resources/photograph-collections';
import { routePath } from '../../lib/routing/route-links';

preloadNamespace('browse');

/** Spec §2 CollectionsList `/collections`: the crowdfunding collections, a page at a time. */
export default function CollectionsListScreen() {
  const { t } = useTranslation('browse');
  const list = useCrowdfundingCollections();
  usePageTitle(t('collections.title'));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = list;
  // Spec §9: the collections load 2000 px ahead of the end, like the feed.
  const endRef = useNearEnd(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, SCROLL_PX.infiniteScrollFeed);
  const landingPath = routePath('LandingPage');

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t('collections.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '44rem' }}>
        {t('collections.intro')}{' '}
        {landingPath && (
          <Button component={RouterLink} to={landingPath} size="small" sx={{ verticalAlign: 'baseline' }}>
            {t('collections.howItWorks')}
          </Button>
        )}
      </Typography>
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('collections.loading')} />
        </Box>
      )}
      {list.isError && list.collections.length === 0 && (
        <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>{t('collections.loadError')}</Typography>
          <Button variant="contained" onClick={() => void list.refetch()}>
            {t('feed.retry')}
          </Button>
        </Box>
      )}
      {list.isSuccess && list.collections.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('collections.empty')}</Typography>
      )}
      <CollectionGrid collections={list.collections} headingLevel="h2" testId="collections-list" />
      <div ref={endRef} />
      {isFetchingNextPage && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('collections.loading')} />
        </Box>
      )}
    </Container>
  );
}
