import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

export const personListQuery = z
  .object({
    ...paginationQuery,
    /** Part of a person's name, for the "select person" search. */
    name: z.string().max(100, 'name must be at most 100 characters').optional(),
  })
  .strict();

export type PersonListQuery = z.infer<typeof personListQuery>;

export const personOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Person'),
  id: z.number(),
  name: z.string().describe('Auto-generated names start with usr_'),
  pictureUrl: z.string().describe('Avatar number 0 to 8, or a full https URL (treated as none)'),
  imageGalleries: z.array(z.string()).describe("IRIs of the person's public albums"),
});

export type PersonOutput = z.infer<typeof personOutput>;

/** `PUT /people/{id}` answers the changed person without its albums. */
export const ownPersonOutput = personOutput
  .pick({ '@id': true, '@type': true, id: true, name: true, pictureUrl: true })
  .extend({ '@context': z.string() });
export type OwnPersonOutput = z.infer<typeof ownPersonOutput>;

/** Avatars 0 to 8 (spec §9). */
export const AVATAR_CHOICES = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;

export const DISPLAY_NAME_MAX_LENGTH = 60;

/** Ours: the spec has a display-name form but gives no rule for it. */
export const DISPLAY_NAME_MESSAGES = {
  required: 'Name is required',
  length: `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  avatar: 'Avatar must be a number from 0 to 8',
} as const;

/** `PUT /people/{id}` from Settings: the display name and/or the avatar of one's own person. */
export const personUpdateSchema = z
  .object({
    name: z
      .string({ error: DISPLAY_NAME_MESSAGES.required })
      .trim()
      .min(1, { error: DISPLAY_NAME_MESSAGES.required })
      .max(DISPLAY_NAME_MAX_LENGTH, { error: DISPLAY_NAME_MESSAGES.length }),
    pictureUrl: z.enum(AVATAR_CHOICES, { error: DISPLAY_NAME_MESSAGES.avatar }),
  })
  .partial()
  .strict();
export type PersonUpdate = z.infer<typeof personUpdateSchema>;
export type PersonUpdateInput = z.input<typeof personUpdateSchema>;
