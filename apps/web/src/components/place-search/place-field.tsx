import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PlaceResult } from '../../lib/resources/places';
import { PlaceSearchField } from './place-search-field';

/**
 * The place a form holds: a place row (`/places/12`, from a saved album or collection) or the key
 * a place search or a place filter gave (`CH.LU.LUZERN`), with the words to show for it (null: the
 * key is all that is known, and its name is looked up).
 */
export type FormPlace =
  | { iri: string; key: null; label: string }
  | { iri: null; key: string; label: string | null };

/** A place the search found, as a form keeps it: its key, and its name with the town and country. */
export function formPlaceOf(place: PlaceResult): FormPlace {
  const parts = [place.name, place.addressLocality, place.addressCountry].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return { iri: null, key: place.id, label: parts.join(', ') };
}

interface PlaceFieldProps {
  place: FormPlace | null;
  /** The words to show for the chosen place (its label, or a name looked up for its key). */
  name: string | null;
  onChange: (place: FormPlace | null) => void;
  error: string | undefined;
  labels: { legend: string; remove: string };
  testId: string;
}

/** The place of an album or a collection, found with the app's place search (spec §7 /placesSearchWithDocs). */
export function PlaceField({ place, name, onChange, error, labels, testId }: PlaceFieldProps) {
  const id = useId();
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {labels.legend}
      </Typography>
      {place ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={testId}>
          <PlaceIcon color="primary" aria-hidden />
          <Typography sx={{ flex: 1 }}>{name}</Typography>
          <IconButton aria-label={labels.remove} onClick={() => onChange(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
      ) : (
        <PlaceSearchField
          onChoose={(chosen) => onChange(formPlaceOf(chosen))}
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
