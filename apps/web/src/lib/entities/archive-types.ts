/** Spec §3 'Place' as resources embed it. */
export interface EmbeddedPlace {
  '@id'?: string;
  placeId?: string;
  name: string;
  postalAddress?: {
    addressCountry?: string | null;
    addressCountryLong?: string | null;
    addressRegion?: string | null;
    addressLocality?: string | null;
    streetAddress?: string | null;
  } | null;
  geo?: { latitude: number; longitude: number } | null;
}

/** Spec §3 'Photograph': the fields grids and lists show. */
export interface PhotographSummary {
  '@id': string;
  id: number;
  filePath: string;
  originalName?: string;
  ratio: number;
  backFilePath: string | null;
  dateText: string | null;
  fromYear: number | null;
  toYear: number | null;
  translations: Array<{ locale: string; name: string; description?: string }>;
  place: EmbeddedPlace | null;
  isBlackAndWhite?: boolean;
  hasColorized?: boolean;
  depthMapPath: string | null;
  retrosnapsCount: number;
  commentsCount?: number;
}

/** Spec §3 'Retrosnap': the fields grids show. */
export interface RetrosnapSummary {
  '@id': string;
  id: number;
  filePath: string;
  ratio: number;
  text: string;
  photograph: string;
  dateText: string | null;
  dateCreated: string;
  author: { '@id': string; name: string } | null;
  place: { name: string } | null;
  backFilePath: string | null;
}

/** The place line of a photograph: its name, with the town when the name is a street or sight. */
export function placeLabel(place: EmbeddedPlace | null | undefined): string | null {
  if (!place) return null;
  const town = place.postalAddress?.addressLocality;
  return town && town !== place.name ? `${place.name}, ${town}` : place.name;
}

/** A date line: the date text as written ('ca. 1895'), else the year or year range. */
export function yearsLabel(item: {
  dateText?: string | null;
  fromYear: number | null;
  toYear: number | null;
}): string | null {
  if (item.dateText?.trim()) return item.dateText.trim();
  const { fromYear, toYear } = item;
  if (fromYear && toYear) return fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
  return fromYear ? String(fromYear) : toYear ? String(toYear) : null;
}
