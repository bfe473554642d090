/**
 * The attributes a category asks for (spec §3 'Category': attributesDefinition with code, name and
 * type) and the values a comment or album gives them (`categoryAttributes`, a map code → value).
 * The server checks every value against its category's definitions with `categoryAttributesSchema`;
 * the web app builds its attribute form from the same definitions and checks it with the same schema.
 * Messages are ours: the spec names the types and the earliest date, not the wording.
 */

import { z } from 'zod';

export const ATTRIBUTE_TYPES = [
  'Text',
  'Number',
  'Date',
  'Time',
  'Boolean',
  'Location',
  'AlbumLink',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export type AttributeDefinition = { code: string; name: string; type: AttributeType };

/** Spec §3 and §9: attribute dates start on 1 January 1700. */
export const ATTRIBUTE_DATE_MIN = '1700-01-01';
/** Ours: a text attribute is a name or a short note, not an essay. */
export const ATTRIBUTE_TEXT_MAX_LENGTH = 1000;

export const ATTRIBUTE_MESSAGES = {
  text: `Enter a text of at most ${ATTRIBUTE_TEXT_MAX_LENGTH} characters`,
  number: 'Enter a number',
  date: 'Enter a date as YYYY-MM-DD',
  dateMin: `The date must be ${ATTRIBUTE_DATE_MIN} or later`,
  time: 'Enter a time as HH:MM',
  boolean: 'Enter yes (true) or no (false)',
  location: 'Enter a place as { lat, lon, display_name }',
  albumLink: "Enter an album as { '@id': '/image_galleries/{id}', headline }",
  unknown: 'This category has no such attribute',
  withoutCategory: 'Attributes need a category',
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (no 31 February) written as YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const displayName = z.string({ error: ATTRIBUTE_MESSAGES.location }).trim().min(1).max(500);

/** One schema per attribute type: what a value of that type looks like on the wire. */
export const attributeValueSchemas = {
  Text: z.string({ error: ATTRIBUTE_MESSAGES.text }).trim().max(ATTRIBUTE_TEXT_MAX_LENGTH, {
    error: ATTRIBUTE_MESSAGES.text,
  }),
  Number: z.number({ error: ATTRIBUTE_MESSAGES.number }).finite({ error: ATTRIBUTE_MESSAGES.number }),
  Date: z
    .string({ error: ATTRIBUTE_MESSAGES.date })
    .refine(isCalendarDate, { error: ATTRIBUTE_MESSAGES.date, abort: true })
    // Same format on both sides, so the strings compare as dates.
    .refine((value) => value >= ATTRIBUTE_DATE_MIN, { error: ATTRIBUTE_MESSAGES.dateMin }),
  Time: z
    .string({ error: ATTRIBUTE_MESSAGES.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: ATTRIBUTE_MESSAGES.time }),
  Boolean: z.boolean({ error: ATTRIBUTE_MESSAGES.boolean }),
  Location: z.object(
    {
      lat: z.number({ error: ATTRIBUTE_MESSAGES.location }).min(-90).max(90),
      lon: z.number({ error: ATTRIBUTE_MESSAGES.location }).min(-180).max(180),
      display_name: displayName,
    },
    { error: ATTRIBUTE_MESSAGES.location },
  ),
  AlbumLink: z.object(
    {
      '@id': z.string({ error: ATTRIBUTE_MESSAGES.albumLink }).regex(/^\/image_galleries\/\d{1,10}$/, {
        error: ATTRIBUTE_MESSAGES.albumLink,
      }),
      headline: z.string({ error: ATTRIBUTE_MESSAGES.albumLink }).max(500),
    },
    { error: ATTRIBUTE_MESSAGES.albumLink },
  ),
} satisfies Record<AttributeType, z.ZodType>;

export type AttributeValue = z.output<(typeof attributeValueSchemas)[AttributeType]>;

/**
 * The attributes of a category with one entry per code: the definitions are kept per language,
 * with the same codes and types in each; where they disagree the first language's type wins.
 */
export function attributeDefinitionsOf(
  translations: ReadonlyArray<{ attributesDefinition: readonly AttributeDefinition[] }>,
): AttributeDefinition[] {
  const byCode = new Map<string, AttributeDefinition>();
  for (const translation of translations) {
    for (const definition of translation.attributesDefinition) {
      if (!byCode.has(definition.code)) byCode.set(definition.code, definition);
    }
  }
  return [...byCode.values()];
}

/**
 * The `categoryAttributes` a category accepts: each defined code with a value of its type, or
 * `null` (or left out) for a field left empty; an undefined code is refused. Empty fields are
 * dropped from the result, so what is stored holds only answers.
 */
export function categoryAttributesSchema(definitions: readonly AttributeDefinition[]) {
  const shape = Object.fromEntries(
    definitions.map((definition) => [
      definition.code,
      attributeValueSchemas[definition.type].nullable().optional(),
    ]),
  );
  return z
    .object(shape)
    .catchall(z.unknown().refine(() => false, { error: ATTRIBUTE_MESSAGES.unknown }))
    .transform(
      (values) =>
        Object.fromEntries(
          Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
        ) as Record<string, AttributeValue>,
    );
}
