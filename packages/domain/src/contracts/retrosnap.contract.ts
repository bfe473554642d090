import { z } from 'zod';
import { type Homography, isPlausible } from '../alignment.js';
import { reference } from './image-gallery.contract.js';
import { idOrIri, paginationQuery } from './list-query.contract.js';
import { attributionOutput } from './photograph.contract.js';

export const retrosnapListQuery = z
  .object({
    ...paginationQuery,
    photograph: idOrIri('/photographs').optional(),
    author: idOrIri('/people').optional(),
    /** The RetroSnaps an album shows, in the album's order. */
    galleries: idOrIri('/image_galleries').optional(),
  })
  .strict();

export type RetrosnapListQuery = z.infer<typeof retrosnapListQuery>;

export const retrosnapOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Retrosnap'),
  id: z.number(),
  text: z.string(),
  filePath: z.string(),
  originalName: z.string(),
  size: z.tuple([z.number(), z.number()]),
  ratio: z.number(),
  photograph: z.string().describe('IRI of the historical photograph it re-photographs'),
  author: z.object({ '@id': z.string(), name: z.string() }).nullable(),
  dateCreated: z.string(),
  place: z.object({ name: z.string(), geo: z.object({ lat: z.number(), lon: z.number() }) }).nullable(),
  altitude: z.number().nullable(),
  orientation: z.object({ alpha: z.number(), beta: z.number(), gamma: z.number() }).nullable(),
  backFilePath: z.string().nullable(),
  galleries: z.array(z.string()),
  dateText: z.string().nullable(),
  attribution: attributionOutput,
  commentsCount: z.number(),
  alignment: z
    .object({
      /**
       * pending: the server is still matching; aligned: matched by features; failed: no match
       * found (the pair is shown fitted, and the author may align it by hand); manual: the
       * author's own alignment, which wins over the automatic one.
       */
      state: z.enum(['pending', 'aligned', 'failed', 'manual']),
      homography: z
        .array(z.number())
        .length(9)
        .nullable()
        .describe('Row-major 3×3 matrix carrying normalised photograph points onto the RetroSnap'),
      /** The matcher's own result, kept when the author aligns by hand so they can go back to it. */
      automatic: z.array(z.number()).length(9).nullable(),
      inliers: z.number().nullable(),
      /** Median distance in RetroSnap pixels between matched points after alignment. */
      errorPx: z.number().nullable(),
    })
    .describe('How the historic photograph lies over the RetroSnap (issue 17)'),
});

export type RetrosnapOutput = z.infer<typeof retrosnapOutput>;

export const RETROSNAP_TEXT_MAX_LENGTH = 2_000;

/** Ours: spec §5 says only that the RetroSnap text has a counter, not its limit or messages. */
export const RETROSNAP_MESSAGES = {
  filePath: 'Upload the picture first (POST /retrosnap/upload) and send the filePath it answered',
  unknownFile: 'There is no uploaded RetroSnap picture with this filePath',
  fileTaken: 'This picture belongs to another RetroSnap already: upload it again for a new one',
  notJpeg: 'A RetroSnap is a JPEG photograph: PNG, GIF and WebP pictures are not taken',
  photograph: 'photograph takes the IRI of a photograph like /photographs/12',
  unknownPhotograph: 'There is no such photograph',
  textLength: `Text must be at most ${RETROSNAP_TEXT_MAX_LENGTH} characters`,
  altitude: 'Altitude must be a number of metres between -500 and 9000',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  alpha: 'alpha must be between 0 and 360 degrees',
  beta: 'beta must be between -180 and 180 degrees',
  gamma: 'gamma must be between -90 and 90 degrees',
  clientKey: 'clientKey must be a UUID',
  homography: 'homography takes 9 numbers of a plausible alignment (no mirror, fold or speck)',
} as const;

const degrees = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

export const retrosnapOrientation = z.object({
  alpha: degrees(0, 360, RETROSNAP_MESSAGES.alpha),
  beta: degrees(-180, 180, RETROSNAP_MESSAGES.beta),
  gamma: degrees(-90, 90, RETROSNAP_MESSAGES.gamma),
});

const text = z
  .string({ error: RETROSNAP_MESSAGES.textLength })
  .max(RETROSNAP_TEXT_MAX_LENGTH, { error: RETROSNAP_MESSAGES.textLength })
  .transform((value) => value.trim());

/**
 * A client-made UUID that makes a create (and its upload) safe to send again: the offline queue
 * repeats a call whose answer it never saw, and the server answers the RetroSnap it already made.
 */
export const clientKey = z.string().uuid({ error: RETROSNAP_MESSAGES.clientKey });

/**
 * POST /retrosnaps (spec §7): after `POST retrosnap/upload`, with the filePath it answered, where
 * and how the phone stood, and the photograph repeated. The server adds the RetroSnap to the
 * author's private album 'My RetroSnaps' in the same transaction, and queues its alignment.
 */
export const retrosnapCreateBody = z.object({
  filePath: z
    .string({ error: RETROSNAP_MESSAGES.filePath })
    .min(1, { error: RETROSNAP_MESSAGES.filePath })
    .max(300),
  photograph: reference('/photographs', RETROSNAP_MESSAGES.photograph),
  text: text.optional().default(''),
  altitude: z
    .number({ error: RETROSNAP_MESSAGES.altitude })
    .min(-500, { error: RETROSNAP_MESSAGES.altitude })
    .max(9000, { error: RETROSNAP_MESSAGES.altitude })
    .nullish(),
  place: z
    .object({
      name: z.string().max(255).nullish(),
      geo: z.object({
        lat: degrees(-90, 90, RETROSNAP_MESSAGES.latitude),
        lon: degrees(-180, 180, RETROSNAP_MESSAGES.longitude),
      }),
    })
    .nullish(),
  orientation: retrosnapOrientation.nullish(),
  clientKey: clientKey.optional(),
});

export type RetrosnapCreateBody = z.output<typeof retrosnapCreateBody>;
export type RetrosnapCreateInput = z.input<typeof retrosnapCreateBody>;

const homography = z
  .array(z.number({ error: RETROSNAP_MESSAGES.homography }), { error: RETROSNAP_MESSAGES.homography })
  .length(9, { error: RETROSNAP_MESSAGES.homography })
  .refine((values) => isPlausible(values as unknown as Homography), { error: RETROSNAP_MESSAGES.homography });

/**
 * PUT /retrosnaps/{id}, by the author only (spec §6): the text, and the hand alignment
 * (`alignment: { homography }`), or `alignment: null` to go back to the automatic one. What is
 * left out stays as stored.
 */
export const retrosnapUpdateBody = z.object({
  text: text.optional(),
  alignment: z.object({ homography }).nullable().optional(),
});

export type RetrosnapUpdateBody = z.output<typeof retrosnapUpdateBody>;
export type RetrosnapUpdateInput = z.input<typeof retrosnapUpdateBody>;
