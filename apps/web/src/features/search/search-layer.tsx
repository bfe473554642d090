import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceIcon from '@mui/icons-material/Place';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { YEAR_MAX, YEAR_MIN } from '@retropics/domain/constants';
import {
  addFilter,
  categoryFilter,
  categorySuggestions,
  daterangeFilter,
  isPlaceChoosable,
  placeFilter,
  removeFilter,
  type SearchFilter,
  textFilter,
} from '@retropics/domain/search-filters';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeLine } from '../../components/place-search/place-line';
import { FilterChips } from '../../components/search-filters/filter-chips';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useCategories, useCategoryName } from '../../lib/resources/categories';
import { usePlaceSearch } from '../../lib/resources/places';
import { feedSearchPath } from '../../lib/search/feed-search-url';
import { closeSearchLayer, setSearchFilters, useSearchFilters } from '../../lib/search/search-filter-store';

/** Places need at least this many letters: one letter matches half the gazetteer. */
const PLACE_SEARCH_MIN_LENGTH = 2;

/**
 * Spec §2 search layer: a text field with a Find button and panels for period, categories, places
 * and text. Choices collect as chips (one per type, spec §5) and apply together: the feed opens
 * with the filters in its URL.
 */
export default function SearchLayer() {
  const { t } = useTranslation('browse');
  const { t: tMap } = useTranslation('map');
  const navigate = useNavigate();
  const fullScreen = useMediaQuery(mediaQueries.mobile);
  const titleId = useId();
  const active = useSearchFilters();
  const [draft, setDraft] = useState<SearchFilter[]>(() => [...active]);
  const [typed, setTyped] = useState('');
  const activeRange = draft.find((filter) => filter.type === 'daterange');
  const [years, setYears] = useState<number[]>(
    activeRange?.type === 'daterange'
      ? [activeRange.data.fromYear, activeRange.data.toYear]
      : [YEAR_MIN, YEAR_MAX],
  );
  const { data: categories } = useCategories();
  const categoryName = useCategoryName();
  // Debounced 500 ms inside (spec §7), shared with the map's place search.
  const places = usePlaceSearch(typed);
  // Spec §5: a place without photographs cannot be a filter, so the search does not offer it.
  const documentedPlaces = places.data?.filter(isPlaceChoosable) ?? [];

  const suggestions = categorySuggestions(
    (categories ?? []).map((category) => ({ category, name: categoryName(category) })),
    typed,
  );
  const trimmed = typed.trim();

  const add = (filter: SearchFilter, consumesText = false) => {
    setDraft((current) => addFilter(current, filter));
    if (consumesText) setTyped('');
  };

  const apply = (filters: SearchFilter[]) => {
    setSearchFilters(filters);
    closeSearchLayer();
    void navigate(feedSearchPath(filters));
  };

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: the text becomes a filter only when it is not blank.
    apply(trimmed ? addFilter(draft, textFilter(trimmed)) : draft);
  };

  const onYearsCommitted = (value: number[]) => {
    const [from = YEAR_MIN, to = YEAR_MAX] = value;
    if (from === YEAR_MIN && to === YEAR_MAX) setDraft((current) => removeFilter(current, 'daterange'));
    else add(daterangeFilter(from, to));
  };

  return (
    <Dialog
      open
      onClose={closeSearchLayer}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { alignSelf: 'flex-start', mt: 4 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <SearchIcon aria-hidden />
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('search.title')}
        </Box>
        <IconButton onClick={closeSearchLayer} aria-label={t('search.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          component="form"
          role="search"
          aria-label={t('search.formLabel')}
          onSubmit={onFind}
          sx={{ display: 'flex', gap: 1, mb: 2 }}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('search.textLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              htmlInput: { 'data-testid': 'search-text', autoComplete: 'off', enterKeyHint: 'search' },
            }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="search-find">
            {t('search.find')}
          </Button>
        </Box>

        {draft.length > 0 && (
          <Box sx={{ mb: 2 }} data-testid="search-draft">
            <FilterChips
              filters={draft}
              onDelete={(type) => setDraft((current) => removeFilter(current, type))}
            />
          </Box>
        )}

        <Accordion disableGutters defaultExpanded={activeRange !== undefined}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${titleId}-daterange`}
            aria-controls={`${titleId}-daterange-panel`}
          >
            <Typography component="h3">{t('search.daterange')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${titleId}-daterange-panel`}>
            <Box sx={{ px: 2 }}>
              <Slider
                value={years}
                min={YEAR_MIN}
                max={YEAR_MAX}
                step={1}
                onChange={(_event, value) => setYears(value as number[])}
                onChangeCommitted={(_event, value) => onYearsCommitted(value as number[])}
                valueLabelDisplay="auto"
                getAriaLabel={(index) => (index === 0 ? t('search.fromYear') : t('search.toYear'))}
                marks={[
                  { value: YEAR_MIN, label: String(YEAR_MIN) },
                  { value: YEAR_MAX, label: String(YEAR_MAX) },
                ]}
                disableSwap
                data-testid="search-years"
              />
              <Typography sx={{ textAlign: 'center', color: 'text.secondary' }} aria-live="polite">
                {t('search.yearsShown', { from: years[0], to: years[1] })}
              </Typography>
            </Box>
          </AccordionDetails>
        </Accordion>

        <Accordion disableGutters defaultExpanded>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${titleId}-categories`}
            aria-controls={`${titleId}-categories-panel`}
          >
            <Typography component="h3">{t('search.categories')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${titleId}-categories-panel`}>
            {suggestions.length > 0 ? (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="category-suggestions">
                {suggestions.map(({ category, name }) => (
                  <Chip
                    key={category.id}
                    label={name}
                    onClick={() => add(categoryFilter({ id: category.id, name }), true)}
                    icon={
                      draft.some((filter) => filter.type === 'category' && filter.data.id === category.id) ? (
                        <CheckIcon />
                      ) : undefined
                    }
                  />
                ))}
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                {trimmed.length < 4 ? t('search.categoriesHint') : t('search.noCategories')}
              </Typography>
            )}
          </AccordionDetails>
        </Accordion>

        <Accordion disableGutters defaultExpanded>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${titleId}-places`}
            aria-controls={`${titleId}-places-panel`}
          >
            <Typography component="h3">{t('search.places')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${titleId}-places-panel`} sx={{ px: 0 }}>
            {trimmed.length < PLACE_SEARCH_MIN_LENGTH ? (
              <Typography sx={{ color: 'text.secondary', px: 2 }}>{t('search.placesHint')}</Typography>
            ) : places.pending && !places.data ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
                <CircularProgress size={24} aria-label={t('search.placesLoading')} />
              </Box>
            ) : documentedPlaces.length > 0 ? (
              <List dense data-testid="place-results">
                {documentedPlaces.map((place) => (
                  <ListItem key={place.id} disablePadding>
                    <ListItemButton onClick={() => add(placeFilter(place.id, place.name), true)}>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <PlaceIcon aria-hidden />
                      </ListItemIcon>
                      <ListItemText
                        primary={place.name}
                        secondary={[
                          placeLine(place, tMap(`placeSearch.types.${place.type}`)),
                          t('search.documents', { count: place.docsCount }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography sx={{ color: 'text.secondary', px: 2 }}>{t('search.noPlaces')}</Typography>
            )}
          </AccordionDetails>
        </Accordion>

        <Accordion disableGutters defaultExpanded={draft.some((filter) => filter.type === 'text')}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${titleId}-text`}
            aria-controls={`${titleId}-text-panel`}
          >
            <Typography component="h3">{t('search.text')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${titleId}-text-panel`}>
            {trimmed ? (
              <Button
                variant="outlined"
                onClick={() => add(textFilter(trimmed), true)}
                data-testid="add-text-filter"
              >
                {t('search.addText', { text: trimmed })}
              </Button>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('search.textHint')}</Typography>
            )}
          </AccordionDetails>
        </Accordion>
      </DialogContent>
    </Dialog>
  );
}
