import type { PlaceOutput } from '@retropics/domain/contracts/place.contract';
import type { InferSelectModel } from 'drizzle-orm';
import type { places } from '../../db/schema/places.js';

export type PlaceRow = InferSelectModel<typeof places>;

export function presentPlace(row: PlaceRow): PlaceOutput {
  return {
    '@id': `/places/${row.id}`,
    '@type': 'Place',
    id: row.id,
    placeId: row.placeKey,
    name: row.name,
    postalAddress: {
      addressCountry: row.addressCountry,
      addressCountryLong: row.addressCountryLong,
      addressRegion: row.addressRegion,
      addressRegionKey: row.addressRegionKey,
      addressLocality: row.addressLocality,
      addressLocalityKey: row.addressLocalityKey,
      streetAddress: row.streetAddress,
      streetAddressKey: row.streetAddressKey,
    },
    geo: { latitude: row.latitude, longitude: row.longitude },
    placeKeys: row.placeKeys,
  };
}
