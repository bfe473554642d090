import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import type { LocalNames, PlaceOutput } from '@retropics/domain/contracts/place.contract';
import type { RetrosnapOutput } from '@retropics/domain/contracts/retrosnap.contract';
import { localName } from '../i18n/content-texts';

/** Spec §3 'Place' as resources embed it (the API's place contract). */
export type EmbeddedPlace = PlaceOutput;

/** Spec §3 'Photograph': the fields grids and lists show, as the API's contract types them. */
export type PhotographSummary = Pick<
  PhotographOutput,
  | '@id'
  | 'id'
  | 'filePath'
  | 'originalName'
  | 'ratio'
  | 'backFilePath'
  | 'dateText'
  | 'fromYear'
  | 'toYear'
  | 'translations'
  | 'place'
  | 'isBlackAndWhite'
  | 'hasColorized'
  | 'depthMapPath'
  | 'retrosnapsCount'
  | 'commentsCount'
>;

/** Spec §3 'Retrosnap': the fields grids show, as the API's contract types them. */
export type RetrosnapSummary = Pick<
  RetrosnapOutput,
  | '@id'
  | 'id'
  | 'filePath'
  | 'ratio'
  | 'text'
  | 'photograph'
  | 'dateText'
  | 'dateCreated'
  | 'attribution'
  | 'author'
  | 'place'
  | 'backFilePath'
>;

/** The place line of a photograph: its name, with the town when the name is a street or sight. */
export function placeLabel(
  place:
    | {
        name: string;
        names?: LocalNames | null;
        postalAddress?: { addressLocality: string | null; addressLocalityNames?: LocalNames | null };
      }
    | null
    | undefined,
  language: string,
): string | null {
  if (!place) return null;
  const name = localName(place.name, place.names, language) ?? place.name;
  const town = localName(
    place.postalAddress?.addressLocality,
    place.postalAddress?.addressLocalityNames,
    language,
  );
  return town && town !== name ? `${name}, ${town}` : name;
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
