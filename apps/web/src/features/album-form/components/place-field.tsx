import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearchField } from '../../../components/place-search/place-search-field';
import { type PlaceResult, usePlaceName } from '../../../lib/resources/places';
import type { DraftPlace } from '../album-draft';

/** A place the search found, as the album keeps it: its key, and its name with the town and country. */
export function draftPlaceOf(place: PlaceResult): DraftPlace {
  const parts = [place.name, place.addressLocality, place.addressCountry].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return { iri: null, key: place.id, label: parts.join(', ') };
}

interface PlaceFieldProps {
  place: DraftPlace | null;
  onChange: (place: DraftPlace | null) => void;
  error: string | undefined;
}

/** Spec §3 album place: found with the app's place search (spec §7 /placesSearchWithDocs). */
export function PlaceField({ place, onChange, error }: PlaceFieldProps) {
  const { t } = useTranslation('album-form');
  const id = useId();
  // A place from a search filter comes as its key only: its name is looked up.
  const lookedUp = usePlaceName(place && place.label === null ? place.key : null);
  const name = place ? (place.label ?? lookedUp ?? place.key) : null;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('place.legend')}
      </Typography>
      {place ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="album-place-chosen">
          <PlaceIcon color="primary" aria-hidden />
          <Typography sx={{ flex: 1 }}>{name}</Typography>
          <IconButton aria-label={t('place.remove', { name })} onClick={() => onChange(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
      ) : (
        <PlaceSearchField
          onChoose={(chosen) => onChange(draftPlaceOf(chosen))}
          allowEmptyPlaces
          size="medium"
        />
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
