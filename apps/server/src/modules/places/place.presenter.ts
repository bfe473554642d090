import type { InferSelectModel } from 'drizzle-orm';
import { z } from 'zod';
import type { places } from '../../db/schema/places.js';

export type PlaceRow = InferSelectModel<typeof places>;

export const placeOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Place'),
  id: z.number(),
  placeId: z.string().describe("Upper-case place key, usable as the feed's place filter"),
  name: z.string(),
  postalAddress: z.object({
    addressCountry: z.string(),
    addressCountryLong: z.string(),
    addressRegion: z.string().nullable(),
    addressRegionKey: z.string().nullable(),
    addressLocality: z.string().nullable(),
    addressLocalityKey: z.string().nullable(),
    streetAddress: z.string().nullable(),
    streetAddressKey: z.string().nullable(),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  placeKeys: z.array(z.string()),
});

export function presentPlace(row: PlaceRow): z.infer<typeof placeOutput> {
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
