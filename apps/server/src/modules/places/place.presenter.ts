import type { Locale } from '@retropics/domain/constants';
import type { LocalNames, PlaceOutput } from '@retropics/domain/contracts/place.contract';
import type { InferSelectModel } from 'drizzle-orm';
import type { places } from '../../db/schema/places.js';
import { type PlaceNames, placeNamesIn } from './place-names.js';
import { townNames } from './town-names.js';

export type PlaceRow = InferSelectModel<typeof places>;

const LANGUAGES: readonly Locale[] = ['de', 'en', 'it'];

/** The place's own name in de, en and it: a country's, a region's or a town's, as its key says. */
function placeNames(row: PlaceRow): LocalNames | null {
  const keys = row.placeKey.split('.');
  const nameIn = (names: PlaceNames): string | null => {
    if (row.streetAddress) return null;
    if (keys.length === 1) return names.country(row.placeKey);
    if (keys.length === 2) return names.region(row.placeKey, null);
    return row.addressLocality === row.name ? names.town(row.addressCountry, row.name) : null;
  };
  const [de, en, it] = LANGUAGES.map((language) => nameIn(placeNamesIn(language)));
  return de && en && it ? { de, en, it } : null;
}

export function presentPlace(row: PlaceRow): PlaceOutput {
  return {
    '@id': `/places/${row.id}`,
    '@type': 'Place',
    id: row.id,
    placeId: row.placeKey,
    name: row.name,
    names: placeNames(row),
    postalAddress: {
      addressCountry: row.addressCountry,
      addressCountryLong: row.addressCountryLong,
      addressRegion: row.addressRegion,
      addressRegionKey: row.addressRegionKey,
      addressLocality: row.addressLocality,
      addressLocalityKey: row.addressLocalityKey,
      addressLocalityNames: row.addressLocality ? townNames(row.addressCountry, row.addressLocality) : null,
      streetAddress: row.streetAddress,
      streetAddressKey: row.streetAddressKey,
    },
    geo: { latitude: row.latitude, longitude: row.longitude },
    placeKeys: row.placeKeys,
  };
}
