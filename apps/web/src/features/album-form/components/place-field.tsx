import { useTranslation } from 'react-i18next';
import { PlaceField as FormPlaceField } from '../../../components/place-search/place-field';
import { usePlaceName } from '../../../lib/resources/places';
import type { DraftPlace } from '../album-draft';

interface PlaceFieldProps {
  place: DraftPlace | null;
  onChange: (place: DraftPlace | null) => void;
  error: string | undefined;
}

/** Spec §3 album place: found with the app's place search (spec §7 /placesSearchWithDocs). */
export function PlaceField({ place, onChange, error }: PlaceFieldProps) {
  const { t } = useTranslation('album-form');
  // A place from a search filter comes as its key only: its name is looked up.
  const lookedUp = usePlaceName(place && place.label === null ? place.key : null);
  const name = place ? (place.label ?? lookedUp ?? place.key) : null;
  return (
    <FormPlaceField
      place={place}
      name={name}
      onChange={onChange}
      error={error}
      labels={{ legend: t('place.legend'), remove: t('place.remove', { name }) }}
      testId="album-place-chosen"
    />
  );
}
