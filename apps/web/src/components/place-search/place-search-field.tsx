import PlaceIcon from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPlaceChoosable } from '@retropics/domain/search-filters';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlaceResult, usePlaceSearch } from '../../lib/resources/places';
import { placeLine } from './place-line';

interface PlaceSearchFieldProps {
  onChoose: (place: PlaceResult) => void;
  /** The map's centre: nearer places of equal count come first. */
  near?: { lat: number; lon: number };
  /**
   * Spec §5: a place without photographs cannot become a filter. The map still lets one be chosen,
   * to move there.
   */
  allowEmptyPlaces?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/** Place search of the search layer and the map (spec §7 `/placesSearchWithDocs`, debounced 500 ms). */
export function PlaceSearchField({
  onChoose,
  near,
  allowEmptyPlaces = false,
  size = 'small',
  autoFocus = false,
}: PlaceSearchFieldProps) {
  const { t } = useTranslation('map');
  const [text, setText] = useState('');
  const search = usePlaceSearch(text, near);
  const options = text.trim() ? (search.data ?? []) : [];
  return (
    <Autocomplete<PlaceResult, false, false, false>
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(place) => place.name}
      getOptionDisabled={(place) => !allowEmptyPlaces && !isPlaceChoosable(place)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      value={null}
      onChange={(_, place) => {
        if (!place) return;
        setText('');
        onChoose(place);
      }}
      loading={search.pending && text.trim().length > 0}
      loadingText={t('placeSearch.searching')}
      noOptionsText={text.trim() ? t('placeSearch.none') : t('placeSearch.typeToSearch')}
      blurOnSelect
      size={size}
      renderOption={({ key, ...props }, place) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <PlaceIcon fontSize="small" color={place.docsCount > 0 ? 'primary' : 'disabled'} aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap>
              {place.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {placeLine(place, t(`placeSearch.types.${place.type}`))}
            </Typography>
          </Box>
          <Typography
            variant="caption"
            color={place.docsCount > 0 ? 'primary' : 'text.secondary'}
            sx={{ flexShrink: 0 }}
          >
            {t('placeSearch.photographs', { count: place.docsCount })}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('placeSearch.label')}
          placeholder={t('placeSearch.placeholder')}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {search.pending && text.trim() ? (
                    <CircularProgress color="inherit" size={18} aria-hidden />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
