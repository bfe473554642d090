/** Lower-case, accent-free form used for matching typed text ("Zürich", "ZURICH" → "zurich"). */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}

/** Key segment for a name: upper-case ASCII words joined by '-' ("Sankt Moritz" → "SANKT-MORITZ"). */
export function keySegment(name: string): string {
  return searchForm(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toUpperCase();
}

/** Hierarchical place keys: country `IT`, region `IT.17`, locality `IT.17.MERANO`, street `IT.17.MERANO.LAUBEN`. */
export function placeKeysFor(parts: {
  country: string;
  admin1?: string | null;
  locality?: string | null;
  street?: string | null;
}) {
  const country = parts.country.toUpperCase();
  const region = parts.admin1 ? `${country}.${keySegment(parts.admin1)}` : null;
  const locality = region && parts.locality ? `${region}.${keySegment(parts.locality)}` : null;
  const street = locality && parts.street ? `${locality}.${keySegment(parts.street)}` : null;
  return { country, region, locality, street };
}
