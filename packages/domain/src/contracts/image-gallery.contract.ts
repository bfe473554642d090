import { z } from 'zod';
import { galleryTranslationOutput } from './content-translation.contract.js';
import { readPlaceKey } from './feed-query.contract.js';
import { idOrIri, paginationQuery } from './list-query.contract.js';
import { placeOutput } from './place.contract.js';

export const galleryListQuery = z
  .object({
    ...paginationQuery,
    headline: z.string().max(200, 'headline must be at most 200 characters').optional(),
    owner: idOrIri('/people').optional(),
    /** The sub-albums of an album, in the album's order. */
    parentGalleries: idOrIri('/image_galleries').optional(),
  })
  .strict();

export type GalleryListQuery = z.infer<typeof galleryListQuery>;

export const galleryOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('ImageGallery'),
  id: z.number(),
  headline: z.string(),
  description: z.string(),
  text: z.string().describe('Rich text (HTML, headings h1 to h3)'),
  translations: z
    .array(galleryTranslationOutput)
    .describe(
      'headline, description and text per language; the fields above are in the language the request asks for',
    ),
  isPrivate: z.boolean(),
  isUserAlbum: z.boolean(),
  place: placeOutput.nullable(),
  placeKeys: z.array(z.string()),
  categories: z.array(z.string()),
  categoryAttributes: z.record(z.string(), z.unknown()),
  fromYear: z.number(),
  toYear: z.number(),
  searchParameters: z.string().nullable(),
  photographs: z.array(z.string()).describe('Photograph IRIs in album order'),
  photographComments: z.array(z.string()),
  retrosnaps: z.array(z.string()),
  subGalleries: z.array(z.string()),
  parentGalleries: z.array(z.string()),
  mentionImagePaths: z.array(z.string()),
  thumbnail: z.string().nullable(),
  coverAccess: z
    .string()
    .nullable()
    .describe(
      "Only in a private album's answers to its owner: the query (`access=…`) that opens the album's cover addresses (/image_galleries/{id}/display…, showSvg), which are hidden from everyone else; valid for a day",
    ),
  thumbnailSettings: z.object({
    useTemplate: z.boolean(),
    template: z.number().nullable(),
    images: z.array(z.number()),
    originalName: z.string().nullable(),
  }),
  titleAlreadyInImage: z.boolean(),
  showBig: z.boolean(),
  owner: z.string().nullable(),
  documentType: z.literal('ImageGallery'),
  group: z.null(),
  dateCreated: z.string(),
});

export type GalleryOutput = z.infer<typeof galleryOutput>;

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): POST /image_galleries, PUT {gallery @id}
// ---------------------------------------------------------------------------------------------

/** Spec §5: album years lie between 1850 and 1980 (the collection year slider). */
export const GALLERY_MIN_YEAR = 1850;
export const GALLERY_MAX_YEAR = 1980;
/** Ours: limits that no real album reaches. */
export const GALLERY_HEADLINE_MAX_LENGTH = 200;
export const GALLERY_DESCRIPTION_MAX_LENGTH = 5_000;
export const GALLERY_TEXT_MAX_LENGTH = 50_000;
export const GALLERY_ITEMS_MAX = 2_000;

/** Ours, except where the spec gives them. */
export const GALLERY_MESSAGES = {
  headlineRequired: 'Headline is required',
  headlineLength: `Headline must be at most ${GALLERY_HEADLINE_MAX_LENGTH} characters`,
  descriptionLength: `Description must be at most ${GALLERY_DESCRIPTION_MAX_LENGTH} characters`,
  textLength: `Text must be at most ${GALLERY_TEXT_MAX_LENGTH} characters`,
  year: `Years lie between ${GALLERY_MIN_YEAR} and ${GALLERY_MAX_YEAR}`,
  yearsReversed: 'The end year must not be before the start year',
  isPrivate: 'isPrivate must be true or false',
  place: 'place takes an IRI like /places/12, the place object, { placeId: <place key> }, or null',
  categories: 'categories takes a list of category IRIs like /categories/12',
  photographs: 'photographs takes a list of photograph ids (or IRIs)',
  retrosnaps: 'retrosnaps takes a list of RetroSnap IRIs like /retrosnaps/12',
  subGalleries: 'subGalleries takes a list of album IRIs like /image_galleries/12',
  photographComments: 'photographComments takes a list of comment IRIs like /comments/12',
  tooMany: `An album holds at most ${GALLERY_ITEMS_MAX} items of a kind`,
  thumbnail: 'thumbnail takes the filePath an upload answered, or null',
  template: 'template takes an SVG template id (or IRI), or null',
  searchParameters: 'searchParameters takes the query string of a feed search, or null',
  unknownPlace: 'There is no such place',
  unknownCategory: 'There is no such category',
  notForGalleries: 'This category is not for albums',
  unknownPhotograph: 'There is no such photograph',
  unknownRetrosnap: 'There is no such RetroSnap',
  unknownComment: 'There is no such comment to show in the album',
  unknownGallery: 'There is no such album',
  unknownTemplate: 'There is no such SVG template',
  ownSubGallery: 'An album cannot be its own sub-album',
  subGalleryCycle: 'This album is already inside that album: sub-albums cannot form a circle',
  foreignPrivateSubGallery: "Another person's private album cannot be a sub-album",
  coverImage: 'The cover pictures must be photographs of the album',
} as const;

/** A reference in a body: the IRI the API answers, or the bare id. */
export const reference = (path: string, message: string) =>
  z.union([z.number().int().positive().max(2_147_483_647), idOrIri(path)], { error: message });

const references = (path: string, message: string) =>
  z
    .array(reference(path, message), { error: message })
    .max(GALLERY_ITEMS_MAX, { error: GALLERY_MESSAGES.tooMany });

/**
 * The place as an IRI, an id or the place object the API answers (its `@id` or `id`), or
 * `{ placeId }` with the place key a place search answered (`CH.LU.LUZERN`): a number is a place
 * row, a string a key the server looks up (a town of the gazetteer becomes a place then).
 * Photographs take their place the same way.
 */
export const placeOrKeyReference = z.union(
  [
    reference('/places', GALLERY_MESSAGES.place),
    z.object({ '@id': idOrIri('/places') }).transform((place) => place['@id']),
    z.object({ id: z.number().int().positive().max(2_147_483_647) }).transform((place) => place.id),
    z
      .object({ placeId: z.string().refine((key) => readPlaceKey(key) !== null) })
      .transform((place) => readPlaceKey(place.placeId) as string),
  ],
  { error: GALLERY_MESSAGES.place },
);

const placeReference = placeOrKeyReference.nullable().default(null);

const year = (fallback: number) =>
  z
    .number({ error: GALLERY_MESSAGES.year })
    .int({ error: GALLERY_MESSAGES.year })
    .min(GALLERY_MIN_YEAR, { error: GALLERY_MESSAGES.year })
    .max(GALLERY_MAX_YEAR, { error: GALLERY_MESSAGES.year })
    .nullish()
    .transform((value) => value ?? fallback);

/**
 * The album as the edit form sends it, the same for POST and PUT. PUT sends the whole album as
 * the API answered it (ld+json): `parentGalleries`, `owner`, `@id` and the other read-only
 * fields are ignored. Lists set the album's items in the given order; a repeated entry counts
 * once (spec §5 'Adding to a gallery removes duplicates'). `translations` of the answer are read
 * only: the texts of a write are those of the request's language (Accept-Language).
 */
export const galleryWriteBody = z
  .object({
    headline: z
      .string({ error: GALLERY_MESSAGES.headlineRequired })
      .trim()
      .min(1, { error: GALLERY_MESSAGES.headlineRequired })
      .max(GALLERY_HEADLINE_MAX_LENGTH, { error: GALLERY_MESSAGES.headlineLength }),
    description: z
      .string({ error: GALLERY_MESSAGES.descriptionLength })
      .max(GALLERY_DESCRIPTION_MAX_LENGTH, { error: GALLERY_MESSAGES.descriptionLength })
      .nullish()
      .transform((value) => value?.trim() ?? ''),
    /** Rich text (headings 1 to 3); the server keeps only the allow-listed markup of comments. */
    text: z
      .string({ error: GALLERY_MESSAGES.textLength })
      .max(GALLERY_TEXT_MAX_LENGTH, { error: GALLERY_MESSAGES.textLength })
      .nullish()
      .transform((value) => value ?? ''),
    isPrivate: z.boolean({ error: GALLERY_MESSAGES.isPrivate }).default(false),
    place: placeReference,
    categories: references('/categories', GALLERY_MESSAGES.categories).default([]),
    /** Checked against the categories' attribute definitions by the server. */
    categoryAttributes: z
      .record(z.string().max(100), z.unknown(), { error: 'categoryAttributes must be an object' })
      .nullable()
      .default({})
      .transform((value) => value ?? {}),
    fromYear: year(GALLERY_MIN_YEAR),
    toYear: year(GALLERY_MAX_YEAR),
    searchParameters: z
      .string({ error: GALLERY_MESSAGES.searchParameters })
      .max(2_000, { error: GALLERY_MESSAGES.searchParameters })
      .nullish()
      .transform((value) => (value?.trim() ? value.trim().replace(/^\?/, '') : null)),
    photographs: references('/photographs', GALLERY_MESSAGES.photographs).default([]),
    retrosnaps: references('/retrosnaps', GALLERY_MESSAGES.retrosnaps).default([]),
    subGalleries: references('/image_galleries', GALLERY_MESSAGES.subGalleries).default([]),
    photographComments: references('/comments', GALLERY_MESSAGES.photographComments).optional(),
    /** The filePath an upload (POST image_galleries/upload) answered. */
    thumbnail: z
      .string({ error: GALLERY_MESSAGES.thumbnail })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, { error: GALLERY_MESSAGES.thumbnail })
      .nullish()
      .transform((value) => value ?? null),
    thumbnailSettings: z
      .object({
        useTemplate: z.boolean({ error: 'useTemplate must be true or false' }).default(true),
        template: reference('/svg_templates', GALLERY_MESSAGES.template).nullish(),
        images: references('/photographs', GALLERY_MESSAGES.coverImage).max(50).default([]),
        originalName: z.string().max(255).nullish(),
      })
      .nullish(),
    titleAlreadyInImage: z.boolean({ error: 'titleAlreadyInImage must be true or false' }).default(false),
  })
  .superRefine((body, context) => {
    if (body.fromYear > body.toYear) {
      context.addIssue({ code: 'custom', path: ['toYear'], message: GALLERY_MESSAGES.yearsReversed });
    }
  });

export type GalleryWriteBody = z.output<typeof galleryWriteBody>;
export type GalleryWriteInput = z.input<typeof galleryWriteBody>;
