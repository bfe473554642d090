import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { SCROLL_PX } from '@retropics/domain/constants';
import { removeFilter, type SearchFilterType } from '@retropics/domain/search-filters';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tileRatio, tileSpan } from '../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../components/masonry/windowed-masonry';
import { idOfIri } from '../../lib/hydra/iri';
import { membersOf } from '../../lib/hydra/use-hydra-pages';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import type { FeedItem } from '../../lib/resources/feed-items';
import { routePath } from '../../lib/routing/route-links';
import { feedSearchPath, useFeedUrlFilters } from '../../lib/search/feed-search-url';
import { openSearchLayer } from '../../lib/search/search-filter-store';
import { useSettings } from '../../lib/settings/settings-store';
import { feedGridWidth } from './api/feed-early';
import { AlbumFromSearchCard } from './components/album-from-search-card';
import { DepthPromoCard, dismissDepthPromo, isDepthPromoDismissed } from './components/depth-promo-card';
import { FeedCard } from './components/feed-card';
import { LandingButtons } from './components/landing-buttons';
import { peekEarlyFeed, useFeedItems } from './use-feed-items';
import { useFeedScrollRestore } from './use-feed-scroll-restore';
import { warmFirstPictures } from './warm-first-pictures';

preloadNamespace('browse');
peekEarlyFeed()
  ?.then((page) => warmFirstPictures(page['hydra:member']))
  .catch(() => undefined);

// Chips show only with a search: their code loads then, outside the feed's first script.
const FilterChips = lazy(() =>
  import('../../components/search-filters/filter-chips').then((module) => ({ default: module.FilterChips })),
);

type FeedEntry = { kind: 'item'; item: FeedItem } | { kind: 'promo' };

/** The promo card takes this place in the feed: seen early, after the first pictures. */
const PROMO_POSITION = 3;
/** The first cards of the page load at once (they are the largest paint); the rest lazily. */
const PRIORITY_CARDS = 4;

// One entry object per item, so that tiles already on screen are not rendered again when a page arrives.
const entries = new WeakMap<FeedItem, FeedEntry>();
function entryOf(item: FeedItem): FeedEntry {
  let entry = entries.get(item);
  if (!entry) {
    entry = { kind: 'item', item };
    entries.set(item, entry);
  }
  return entry;
}
const PROMO_ENTRY: FeedEntry = { kind: 'promo' };

const entryKey = (entry: FeedEntry) => (entry.kind === 'promo' ? 'promo' : entry.item['@id']);
// Spec §9 aspect classes (the feed counts exact squares as vertical): tiles are 2:1, 1:1 or 1:2.
const entryRatio = (entry: FeedEntry) =>
  entry.kind === 'promo' ? 1 : tileRatio(entry.item.imageRatio, true);
const entrySpan = (entry: FeedEntry) => (entry.kind === 'promo' ? 1 : tileSpan(entry.item.imageRatio, true));

/**
 * Spec §2 HomeList: the masonry feed with search chips, landing buttons and endless scrolling.
 * `onItemsShown` tells the shell whether cards are on screen (the guided tour waits for them).
 */
export default function FeedScreen({ onItemsShown }: { onItemsShown?: (shown: boolean) => void }) {
  const { t } = useTranslation('browse');
  const navigate = useNavigate();
  const settings = useSettings();
  const filters = useFeedUrlFilters();
  const feed = useFeedItems(filters);
  const [promoDismissed, setPromoDismissed] = useState(isDepthPromoDismissed);
  const items = useMemo(() => membersOf(feed.data?.pages), [feed.data]);
  const total = feed.data?.pages[0]?.['hydra:totalItems'];
  const searching = filters.length > 0;

  useFeedScrollRestore(items.length > 0);
  const itemsShown = items.length > 0;
  useEffect(() => onItemsShown?.(itemsShown), [onItemsShown, itemsShown]);

  const firstInDepth = settings.show25DPhotos
    ? items.find((item) => item.depthMapPath && item.documentType === 'Photograph')
    : undefined;
  const showPromo = !promoDismissed && firstInDepth !== undefined;
  const promoViewerPath = firstInDepth
    ? routePath('Viewer25D', { id: idOfIri(firstInDepth.document) })
    : null;
  const feedEntries = useMemo<FeedEntry[]>(() => {
    const list = items.map(entryOf);
    if (showPromo) list.splice(Math.min(PROMO_POSITION, list.length), 0, PROMO_ENTRY);
    return list;
  }, [items, showPromo]);

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const onDeleteFilter = (type: SearchFilterType) =>
    void navigate(feedSearchPath(removeFilter(filters, type)));
  const clearSearch = () => void navigate(feedSearchPath([]));

  const renderEntry = useCallback(
    (entry: FeedEntry, placement: TilePlacement, index: number) =>
      entry.kind === 'promo' ? (
        <DepthPromoCard
          viewerPath={promoViewerPath}
          onDismiss={() => {
            dismissDepthPromo();
            setPromoDismissed(true);
          }}
        />
      ) : (
        <FeedCard
          item={entry.item}
          placement={placement}
          settings={settings}
          priority={index < PRIORITY_CARDS}
        />
      ),
    [settings, promoViewerPath],
  );

  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      {searching ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <IconButton onClick={clearSearch} aria-label={t('feed.endSearch')} edge="start">
            <ArrowBackIcon />
          </IconButton>
          <Typography component="h1" variant="h2" sx={{ mr: 1 }}>
            {t('feed.searchHeading')}
          </Typography>
          <Suspense fallback={null}>
            <FilterChips filters={filters} onDelete={onDeleteFilter} />
          </Suspense>
          {items.length > 0 && (
            <Button size="small" startIcon={<SearchIcon />} onClick={openSearchLayer}>
              {t('feed.changeSearch')}
            </Button>
          )}
        </Box>
      ) : (
        <Typography component="h1" sx={visuallyHidden}>
          {t('feed.heading')}
        </Typography>
      )}
      <Box role="status" sx={searching ? { mb: 1.5, color: 'text.secondary' } : visuallyHidden}>
        {total !== undefined && t('feed.resultCount', { count: total })}
      </Box>
      {!searching && <LandingButtons />}
      {searching && items.length > 0 && <AlbumFromSearchCard filters={filters} />}

      {feed.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('feed.loading')} />
        </Box>
      )}
      {feed.isError && items.length === 0 && (
        <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2 }}>{t('feed.loadError')}</Typography>
          <Button variant="contained" onClick={() => void feed.refetch()}>
            {t('feed.retry')}
          </Button>
        </Box>
      )}
      {feed.isSuccess && items.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="feed-empty">
          <Typography sx={{ mb: 2 }}>{t('feed.noResults')}</Typography>
          <Button variant="contained" onClick={openSearchLayer} startIcon={<SearchIcon />}>
            {t('feed.changeSearch')}
          </Button>
        </Box>
      )}

      {feedEntries.length > 0 && (
        <WindowedMasonry
          items={feedEntries}
          getKey={entryKey}
          getRatio={entryRatio}
          getSpan={entrySpan}
          renderItem={renderEntry}
          onNearEnd={loadMore}
          closeHoles={!hasNextPage}
          variant="feed"
          setSize={hasNextPage ? -1 : feedEntries.length}
          busy={isFetchingNextPage}
          minHeight={SCROLL_PX.masonryMinHeight}
          initialWidth={feedGridWidth()}
          aria-label={t('feed.label')}
          data-testid="feed"
        />
      )}

      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 64, py: 2 }}>
        {isFetchingNextPage && <CircularProgress size={28} aria-label={t('feed.loadingMore')} />}
        {feed.isError && items.length > 0 && (
          <Button onClick={() => void fetchNextPage()}>{t('feed.retryMore')}</Button>
        )}
        {!hasNextPage && items.length > 0 && (
          <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>{t('feed.end')}</Typography>
        )}
      </Box>
    </Container>
  );
}
