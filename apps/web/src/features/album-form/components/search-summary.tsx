import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { searchParametersToFilters } from '@retropics/domain/search-filters';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterChips } from '../../../components/search-filters/filter-chips';
import { savedSearchQuery } from '../../../lib/resources/feed-items';
import { feedSearchPath } from '../../../lib/search/feed-search-url';

/**
 * Spec §2 'album from a search': the search the album keeps, as filter chips, with how many items
 * it finds now (`hydra:totalItems` of GET /feed_items?searchParameters=).
 */
export function SearchSummary({ searchParameters }: { searchParameters: string }) {
  const { t } = useTranslation('album-form');
  const filters = useMemo(() => searchParametersToFilters(searchParameters), [searchParameters]);
  const result = useQuery(savedSearchQuery(searchParameters));
  const total = result.data?.['hydra:totalItems'];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>{t('search.intro')}</Typography>
      <FilterChips filters={filters} />
      <Typography role="status" sx={{ fontWeight: 600 }} data-testid="album-search-count">
        {result.isError
          ? t('search.countFailed')
          : total === undefined
            ? t('search.counting')
            : t('search.count', { count: total })}
      </Typography>
      <Link component={RouterLink} to={feedSearchPath(filters)}>
        {t('search.open')}
      </Link>
    </Box>
  );
}
