import { z } from 'zod';

/**
 * Colorized versions of a black-and-white photograph (issue 20, spec §2 colorized toggle, §7
 * `colorized.` thumbnails and `colorized/` tiles): editors and admins upload one per side, or the
 * operator's colorization model makes it.
 */

export const COLORIZED_SIDES = ['front', 'back'] as const;
export type ColorizedSide = (typeof COLORIZED_SIDES)[number];

/** How far a colorized picture's width-to-height ratio may stray from its original's (2 %). */
export const COLORIZED_RATIO_TOLERANCE = 0.02;

export const COLORIZED_MESSAGES = {
  chooseFile: 'Choose a JPEG or PNG picture to upload.',
  notAnImage: 'The file is not a JPEG or PNG picture.',
  notBlackAndWhite:
    'Only a black-and-white photograph can have a colorized version: mark it as black-and-white first.',
  noBack: 'This photograph has no back side.',
  ratio: (uploaded: number, original: number) =>
    `The picture's aspect ratio (${uploaded.toFixed(3)}) differs from the original's (${original.toFixed(3)}) by more than 2 %: it must show the same picture.`,
} as const;

/** `/photographs/{id}/colorized/{side}` */
export const colorizedParams = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be positive').max(2_147_483_647),
  side: z.enum(COLORIZED_SIDES, { error: 'side must be front or back' }),
});

/** Who made a colorized version: an editor's upload or the operator's model. */
export const COLORIZED_SOURCES = ['upload', 'model'] as const;
export type ColorizedSource = (typeof COLORIZED_SOURCES)[number];

/** The photograph's colorized versions after a change. */
export const colorizedOutput = z.object({
  '@id': z.string().describe('/photographs/{id}/colorized/{side}'),
  '@type': z.literal('ColorizedVersion'),
  photograph: z.string().describe('The photograph'),
  side: z.enum(COLORIZED_SIDES),
  hasColorized: z.boolean().describe('A colorized version of the front exists'),
  hasColorizedBack: z.boolean().describe('A colorized version of the back exists'),
  width: z
    .number()
    .nullable()
    .describe('The stored version’s size: that of the original side; null after removal'),
  height: z.number().nullable(),
  source: z
    .enum(COLORIZED_SOURCES)
    .nullable()
    .describe('Who made the version just stored; null after removal'),
});

export type ColorizedOutput = z.infer<typeof colorizedOutput>;
