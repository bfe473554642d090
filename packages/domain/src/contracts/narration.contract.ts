import { z } from 'zod';
import { LOCALES } from '../constants.js';

/**
 * Audio narrations of a photograph (issue 20; spec §2 viewer 'play audio narration', §7
 * `/getAudio/{locale}/{photograph}`): a narration an editor recorded wins over the speech the
 * server synthesises from the photograph's name and description in that language.
 */

export const NARRATION_MESSAGES = {
  locale: 'The language must be de, en or it.',
  chooseFile: 'Choose an audio file to upload.',
  notAudio: 'Only audio files can be uploaded: Ogg, MP3, M4A (AAC), WAV or WebM.',
  noText: 'This photograph has no name in this language, so there is nothing to narrate.',
  noVoice: 'No narration was recorded in this language and this server has no voice to speak it.',
  speechFailed: 'The narration could not be made just now. Please try again later.',
} as const;

export const narrationLocale = z.enum(LOCALES, { error: NARRATION_MESSAGES.locale });

/** `/getAudio/{locale}/{photograph}` */
export const narrationAudioParams = z.object({
  locale: narrationLocale,
  photograph: z.coerce
    .number()
    .int('photograph must be a whole number')
    .positive('photograph must be positive')
    .max(2_147_483_647),
});

/** `/photographs/{id}/narrations/{locale}` */
export const narrationParams = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be positive').max(2_147_483_647),
  locale: narrationLocale,
});

/** A recorded narration, as the edit screen lists it and the upload answers it. */
export const narrationOutput = z.object({
  '@id': z.string().describe('/photographs/{id}/narrations/{locale}'),
  '@type': z.literal('PhotographNarration'),
  photograph: z.string().describe('The photograph it narrates'),
  locale: z.enum(LOCALES),
  contentUrl: z.string().describe('The recording as uploaded: /media/photographs/narrations/…'),
  mimeType: z.string(),
  bytes: z.number().int(),
  dateCreated: z.string(),
});

export type NarrationOutput = z.infer<typeof narrationOutput>;
