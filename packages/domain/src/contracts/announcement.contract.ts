import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

/**
 * Announcements (spec §2 Feed: announcement cards, image or mp4; §3 Announcement click; §7
 * `POST click`). Editors and admins write them and read their click counts; the feed shows them
 * within their time window, at their feed position when one is set.
 */

export const ANNOUNCEMENT_NAME_MAX_LENGTH = 200;
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 1_000;
/** Feed positions 0 … this: the first cards of the feed's first page. */
export const ANNOUNCEMENT_MAX_FEED_POSITION = 50;
export const ANNOUNCEMENT_LOCALES = ['de', 'en', 'it'] as const;

export const ANNOUNCEMENT_MESSAGES = {
  germanNameRequired: 'The German name is required',
  nameLength: `Name must be at most ${ANNOUNCEMENT_NAME_MAX_LENGTH} characters`,
  textLength: `Text must be at most ${ANNOUNCEMENT_TEXT_MAX_LENGTH} characters`,
  image: 'Image must be the filePath an upload answered',
  video: 'Video must be the filePath of an uploaded mp4 file',
  link: 'Link must be a path of this app (starting with /) or a web address starting with https:// or http://',
  endsAfterStart: 'The end must be after the start',
  date: 'Must be a date and time',
  feedPosition: `Feed position must be a whole number from 0 to ${ANNOUNCEMENT_MAX_FEED_POSITION}`,
  announcement: 'Announcement must be an id or an IRI like /announcements/12',
  userId: 'userId must be a person id or an IRI like /people/12',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value ?? '');

const translation = z.object({
  name: optionalText(ANNOUNCEMENT_NAME_MAX_LENGTH, ANNOUNCEMENT_MESSAGES.nameLength),
  text: optionalText(ANNOUNCEMENT_TEXT_MAX_LENGTH, ANNOUNCEMENT_MESSAGES.textLength),
});

/** A stored picture: what the image upload answered, or a picture of the archive (the demo's). */
export const announcementImagePath = z
  .string({ error: ANNOUNCEMENT_MESSAGES.image })
  .regex(/^(?!.*\.\.)[\w-]+(\/[\w.-]+)*\.(jpe?g|png)$/i, { error: ANNOUNCEMENT_MESSAGES.image })
  .max(300, { error: ANNOUNCEMENT_MESSAGES.image });

/** What the video upload answered: only mp4 files that passed its check are stored there. */
export const announcementVideoPath = z
  .string({ error: ANNOUNCEMENT_MESSAGES.video })
  .regex(/^announcements\/[\w-]{1,100}\.mp4$/, { error: ANNOUNCEMENT_MESSAGES.video });

/** Where a click leads: a path of this app, or a web address (http(s) only, never `javascript:`). */
export const announcementLink = z
  .string({ error: ANNOUNCEMENT_MESSAGES.link })
  .trim()
  .max(2_000, { error: ANNOUNCEMENT_MESSAGES.link })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isAnnouncementLink(value), { error: ANNOUNCEMENT_MESSAGES.link });

export function isAnnouncementLink(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

/** An app path is followed inside the app; a web address opens in a new tab. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

const instant = z
  .string({ error: ANNOUNCEMENT_MESSAGES.date })
  .datetime({ offset: true, error: ANNOUNCEMENT_MESSAGES.date })
  .nullish()
  .transform((value) => value ?? null);

export const announcementWriteBody = z
  .object({
    translations: z.object({
      de: translation.refine((value) => value.name.length > 0, {
        error: ANNOUNCEMENT_MESSAGES.germanNameRequired,
        path: ['name'],
      }),
      en: translation.optional(),
      it: translation.optional(),
    }),
    /** Pictures (the first is the card's); with a video, the first is its poster. */
    images: z
      .array(announcementImagePath)
      .max(5)
      .nullish()
      .transform((value) => value ?? []),
    video: announcementVideoPath.nullish().transform((value) => value ?? null),
    link: announcementLink,
    startsAt: instant,
    endsAt: instant,
    feedPosition: z
      .number({ error: ANNOUNCEMENT_MESSAGES.feedPosition })
      .int({ error: ANNOUNCEMENT_MESSAGES.feedPosition })
      .min(0, { error: ANNOUNCEMENT_MESSAGES.feedPosition })
      .max(ANNOUNCEMENT_MAX_FEED_POSITION, { error: ANNOUNCEMENT_MESSAGES.feedPosition })
      .nullish()
      .transform((value) => value ?? null),
    showInFeed: z.boolean().optional().default(true),
  })
  .refine(
    (value) => !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt),
    { error: ANNOUNCEMENT_MESSAGES.endsAfterStart, path: ['endsAt'] },
  );

export type AnnouncementWriteBody = z.output<typeof announcementWriteBody>;
export type AnnouncementWriteInput = z.input<typeof announcementWriteBody>;

export const announcementListQuery = z.object({ ...paginationQuery }).strict();
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const announcementTranslationOutput = z.object({
  locale: z.enum(ANNOUNCEMENT_LOCALES),
  name: z.string(),
  text: z.string(),
});

export const announcementOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Announcement'),
  id: z.number(),
  translations: z.array(announcementTranslationOutput),
  images: z.array(z.string()).describe('Picture file paths, served under /media/photographs/{path}'),
  video: z.string().nullable().describe('An mp4 file path, served under /media/photographs/{path}'),
  link: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  feedPosition: z.number().nullable(),
  showInFeed: z.boolean(),
  clicks: z.number().describe('Every click stored'),
  validClicks: z.number().describe('Clicks that count: not by the excluded people'),
  dateCreated: z.string(),
  dateModified: z.string(),
});

export type AnnouncementOutput = z.infer<typeof announcementOutput>;

/**
 * Spec §7 `POST click`. The server decides `isValidClick` itself (from its list of excluded
 * people) and takes the person from the sign-in: both fields are read for compatibility only.
 */
export const announcementClickBody = z.object({
  userId: z
    .union([z.number().int().positive(), z.string().regex(/^(\/people\/)?\d{1,10}$/)], {
      error: ANNOUNCEMENT_MESSAGES.userId,
    })
    .nullish(),
  announcement: z
    .union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^(\/announcements\/)?\d{1,10}$/)
        .transform((value) => Number(value.slice(value.lastIndexOf('/') + 1))),
    ])
    .refine((value) => value > 0, { error: ANNOUNCEMENT_MESSAGES.announcement }),
  isValidClick: z.boolean().nullish(),
});

export type AnnouncementClickBody = z.output<typeof announcementClickBody>;
export type AnnouncementClickInput = z.input<typeof announcementClickBody>;

export const announcementClickOutput = z.object({
  '@type': z.literal('AnnouncementClick'),
  announcement: z.string(),
  isValidClick: z.boolean(),
  dateCreated: z.string(),
});

export type AnnouncementClickOutput = z.infer<typeof announcementClickOutput>;
