import type { PlaceSearchResult } from '@retropics/domain/contracts/place.contract';

type PlaceParts = Pick<
  PlaceSearchResult,
  'name' | 'type' | 'addressLocality' | 'addressRegion' | 'addressCountry'
>;

/**
 * Where a place lies, under its name in a suggestion: what it is unless a town, then its town,
 * region and country, each once and never repeating the name — so the canton of Bern
 * ('Region · Schweiz') and the town ('Schweiz') differ at a glance.
 */
export function placeLine(place: PlaceParts, typeName: string): string {
  const parts = [place.addressLocality, place.addressRegion, place.addressCountry].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index && part !== place.name,
  );
  return [place.type === 'locality' ? null : typeName, parts.join(', ')].filter(Boolean).join(' · ');
}
