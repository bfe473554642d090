import { z } from 'zod';
import { existsFlag, idOrIri, paginationQuery } from './list-query.contract.js';
import { placeOutput } from './place.contract.js';

export const photographListQuery = z
  .object({
    ...paginationQuery,
    collection: idOrIri('/photograph_collections').optional(),
    'parentPhotograph[exists]': existsFlag.optional(),
    'frontside[exists]': existsFlag.optional(),
    originalName: z.string().min(1).max(255).optional(),
    /** The photographs an album shows, in the album's order. */
    galleries: idOrIri('/image_galleries').optional(),
  })
  .strict();

export type PhotographListQuery = z.infer<typeof photographListQuery>;

/** Who took a picture and under which licence; RetroSnaps carry the same. */
export const attributionOutput = z.object({
  photographer: z.string().nullable(),
  source: z.string().nullable(),
  licenseName: z.string().nullable(),
  licenseUrl: z.string().nullable(),
});

/** A face the detector found: its id (a comment's `faceId`) and box in pixels of the original. */
const photographFace = z.object({
  id: z.string(),
  bounding_box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});

export const photographOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Photograph'),
  id: z.number(),
  filePath: z.string(),
  originalName: z.string(),
  ratio: z.number(),
  size: z.tuple([z.number(), z.number()]),
  backFilePath: z.string().nullable(),
  backOriginalName: z.string().nullable(),
  backRatio: z.number().nullable(),
  backSize: z.tuple([z.number(), z.number()]).nullable(),
  dateText: z.string().nullable(),
  fromYear: z.number().nullable(),
  toYear: z.number().nullable(),
  translations: z.array(z.object({ locale: z.string(), name: z.string(), description: z.string() })),
  place: placeOutput.nullable(),
  placeKeys: z.array(z.string()),
  categories: z.array(z.string()),
  categoryAttributes: z.record(z.string(), z.record(z.string(), z.unknown())),
  isHidden: z.boolean(),
  isBlackAndWhite: z.boolean(),
  hasColorized: z.boolean(),
  depthMapPath: z.string().nullable(),
  thumbnailCoordinates: z.record(z.string(), z.unknown()).nullable(),
  faces: z
    .array(photographFace)
    .describe(
      "Faces the detector found on the front, not dismissed; [x, y, width, height] in pixels of the original. A face no comment names (faceId) is a suggestion ('?' box)",
    ),
  backFaces: z.array(photographFace).describe('The same for the back side'),
  city: z.number().nullable(),
  collection: z.string().nullable(),
  parentPhotograph: z.string().nullable(),
  frontside: z.string().nullable(),
  additionalPhotographs: z.array(z.string()),
  retrosnaps: z.array(z.string()),
  commentsCount: z.number(),
  retrosnapsCount: z.number(),
  attribution: attributionOutput,
  dateCreated: z.string(),
  internalRating: z
    .number()
    .optional()
    .describe('0 to 10, how much the curators value the picture; only in answers to editors and admins'),
});

export type PhotographOutput = z.infer<typeof photographOutput>;
