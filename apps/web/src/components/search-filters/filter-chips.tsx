import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import type { SearchFilter, SearchFilterType } from '@retropics/domain/search-filters';
import { useTranslation } from 'react-i18next';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { usePlaceName } from '../../lib/resources/places';

function useFilterLabel(filter: SearchFilter): string {
  const { t } = useTranslation('browse');
  const { data: categories } = useCategories();
  const categoryName = useCategoryName();
  const placeKey = filter.type === 'place' && filter.label === filter.data.key ? filter.data.key : null;
  const placeName = usePlaceName(placeKey);
  switch (filter.type) {
    case 'category': {
      const category = categories?.find((candidate) => candidate.id === filter.data.id);
      return category ? categoryName(category) : filter.label;
    }
    case 'place':
      return placeName ?? filter.label;
    case 'type':
      return t(`documentTypes.${filter.data.documentType}`);
    case 'geo':
      return t('filters.nearMe');
    default:
      return filter.label;
  }
}

function FilterChip({
  filter,
  onDelete,
}: {
  filter: SearchFilter;
  onDelete?: (type: SearchFilterType) => void;
}) {
  const { t } = useTranslation('browse');
  const label = useFilterLabel(filter);
  return (
    <Chip
      color="primary"
      variant="outlined"
      data-filter-type={filter.type}
      label={
        <>
          <span style={visuallyHidden}>{`${t(`filters.types.${filter.type}`)}: `}</span>
          {label}
        </>
      }
      onDelete={onDelete ? () => onDelete(filter.type) : undefined}
      title={onDelete ? t('filters.remove', { label }) : undefined}
    />
  );
}

/** The active search filters as chips (spec §2 feed), each closable when `onDelete` is given. */
export function FilterChips({
  filters,
  onDelete,
}: {
  filters: readonly SearchFilter[];
  onDelete?: (type: SearchFilterType) => void;
}) {
  const { t } = useTranslation('browse');
  if (filters.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {filters.map((filter) => (
        <li key={filter.type}>
          <FilterChip filter={filter} onDelete={onDelete} />
        </li>
      ))}
    </Box>
  );
}
