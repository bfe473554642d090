import CloseIcon from '@mui/icons-material/Close';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type PlaceResult, usePlaceName } from '../../lib/resources/places';
import { PlaceSearchField } from './place-search-field';

/**
 * The place a form holds: a place row (`/places/12`, from a saved album or photograph) or the key
 * a place search or a place filter gave (`CH.LU.LUZERN`), with the words to show for it (null:
 * the key only, its name is looked up).
 */
export type ChosenPlace =
  | { iri: string; key: null; label: string }
  | { iri: null; key: string; label: string | null };

/** What a write sends for a chosen place (spec §7): the IRI of a place row, or the search's key. */
export function placeReferenceOf(place: ChosenPlace | null): string | { placeId: string } | null {
  return place ? (place.iri ?? { placeId: place.key }) : null;
}

/** A place the search found, as a form keeps it: its key, and its name with the town and country. */
export function chosenPlaceOf(place: PlaceResult): ChosenPlace {
  const parts = [place.name, place.addressLocality, place.addressCountry].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return { iri: null, key: place.id, label: parts.join(', ') };
}

interface PlaceFieldProps {
  place: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  error: string | undefined;
  /** The field's words in the calling form's namespace. */
  labels: { legend: string; remove: (name: string) => string };
  testId: string;
}

/** The place of an album or a photograph (spec §3): found with the app's place search (spec §7 /placesSearchWithDocs). */
export function PlaceField({ place, onChange, error, labels, testId }: PlaceFieldProps) {
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
        {labels.legend}
      </Typography>
      {place ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid={testId}>
          <PlaceIcon color="primary" aria-hidden />
          <Typography sx={{ flex: 1 }}>{name}</Typography>
          <IconButton aria-label={labels.remove(name ?? '')} onClick={() => onChange(null)}>
            <CloseIcon />
          </IconButton>
        </Box>
      ) : (
        <PlaceSearchField
          onChoose={(chosen) => onChange(chosenPlaceOf(chosen))}
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
