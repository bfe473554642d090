import { z } from 'zod';
import { galleryTranslationOutput } from './content-translation.contract.js';
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
