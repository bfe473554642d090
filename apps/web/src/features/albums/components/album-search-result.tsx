import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { searchParametersToFilters } from '@retropics/domain/search-filters';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tileRatio, tileSpan } from '../../../components/masonry/aspect-tile';
import type { TilePlacement } from '../../../components/masonry/masonry-layout';
import { WindowedMasonry } from '../../../components/masonry/windowed-masonry';
import { FilterChips } from '../../../components/search-filters/filter-chips';
import { PictureTile } from '../../../components/tiles/picture-tile';
import { localName } from '../../../lib/i18n/content-texts';
import { pickTranslation } from '../../../lib/i18n/pick-translation';
import { type FeedItem, savedSearchQuery } from '../../../lib/resources/feed-items';
import { documentPath } from '../../../lib/routing/document-links';
import { feedSearchPath } from '../../../lib/search/feed-search-url';

const TYPE_LABEL: Partial<Record<FeedItem['documentType'], string>> = {
  ImageGallery: 'feed.album',
  PhotographCollection: 'feed.collection',
  Retrosnap: 'feed.retrosnap',
};

/** What a feed item shows in the grid: its pictures, else its thumbnail. */
function picturesOf(item: FeedItem): Array<{ filePath: string }> {
  const paths = item.images.map((image) => image.filePath).filter(Boolean);
  return (paths.length > 0 ? paths : item.thumbnail ? [item.thumbnail] : [])
    .slice(0, 4)
    .map((filePath) => ({ filePath }));
}

/**
 * Spec §2 'album from a search': an album that keeps `searchParameters` shows what its search
 * finds now (GET /feed_items?searchParameters=), with the count of `hydra:totalItems` and the
 * way to the whole result in the feed.
 */
export function AlbumSearchResult({ searchParameters, color }: { searchParameters: string; color: boolean }) {
  const { t, i18n } = useTranslation('browse');
  const headingId = useId();
  const filters = useMemo(() => searchParametersToFilters(searchParameters), [searchParameters]);
  const result = useQuery(savedSearchQuery(searchParameters));
  const items = useMemo(
    () => (result.data?.['hydra:member'] ?? []).filter((item) => item.documentType !== 'Announcement'),
    [result.data],
  );
  const total = result.data?.['hydra:totalItems'];

  const render = useCallback(
    (item: FeedItem, placement: TilePlacement) => {
      const typeLabel = TYPE_LABEL[item.documentType];
      const city = localName(item.city, item.cityNames, i18n.language);
      return (
        <PictureTile
          width={placement.width}
          height={placement.height}
          to={documentPath(item.document, { color })}
          title={pickTranslation(item.translations, i18n.language)?.name?.trim() || item.headline}
          subtitle={[typeLabel ? t(typeLabel) : null, city].filter(Boolean).join(' · ') || null}
          sources={picturesOf(item)}
          imageRatio={item.imageRatio}
        />
      );
    },
    [color, i18n.language, t],
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }} data-testid="album-search-result">
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1 }}>
        {t('albumSearch.heading')}
      </Typography>
      <FilterChips filters={filters} />
      <Typography role="status" sx={{ color: 'text.secondary', my: 1.5 }} data-testid="album-search-count">
        {result.isError
          ? t('albumSearch.loadError')
          : total === undefined
            ? t('albumSearch.loading')
            : t('albumSearch.count', { count: total })}
      </Typography>
      {result.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('albumSearch.loading')} />
        </Box>
      )}
      {items.length > 0 && (
        <WindowedMasonry
          items={items}
          getKey={(item) => item['@id']}
          getRatio={(item) => tileRatio(item.imageRatio)}
          getSpan={(item) => tileSpan(item.imageRatio)}
          renderItem={render}
          aria-label={t('albumSearch.label')}
          data-testid="album-search-grid"
        />
      )}
      {total !== undefined && total > 0 && (
        <Button component={RouterLink} to={feedSearchPath(filters)} sx={{ mt: 1.5 }}>
          {t('albumSearch.openAll')}
        </Button>
      )}
    </Box>
  );
}
