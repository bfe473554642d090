import { newPasswordSchema } from '@retropics/domain/validation';
import { z } from 'zod';

export const userOutput = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number(),
  username: z.string(),
  email: z.string(),
  person_id: z.number(),
  person: z.string().describe('IRI of the public person of this user'),
  isActive: z.boolean(),
  roles: z.array(z.string()),
  receiveEmailsLogins: z.boolean(),
  receiveEmailsUpdates: z.boolean(),
  receiveEmailsSurveys: z.boolean(),
  receiveEmailsOffers: z.boolean(),
});
export type UserOutput = z.infer<typeof userOutput>;

/**
 * What registration answers, whether or not the address was new: the same shape and values in both
 * cases, so the answer does not tell a stranger who has an account. The user's id and person
 * follow from activation and sign-in.
 */
export const registrationOutput = z.object({
  '@context': z.string(),
  '@type': z.literal('User'),
  email: z.string(),
  isActive: z.literal(false),
  receiveEmailsLogins: z.boolean(),
  receiveEmailsUpdates: z.boolean(),
  receiveEmailsSurveys: z.boolean(),
  receiveEmailsOffers: z.boolean(),
});

/** `PUT /users/{id}`: one e-mail preference or the password (spec §7); nothing else can be changed. */
export const userUpdateSchema = z
  .object({
    receiveEmailsLogins: z.boolean(),
    receiveEmailsUpdates: z.boolean(),
    receiveEmailsSurveys: z.boolean(),
    receiveEmailsOffers: z.boolean(),
    password: newPasswordSchema,
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const activationParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  invitationcode: z.string().min(1).max(200),
});

/** Avatars 0 to 8 (spec §9). */
export const AVATAR_CHOICES = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** Ours: the spec has a display-name form but gives no rule for it. */
export const DISPLAY_NAME_MESSAGES = {
  required: 'Name is required',
  length: 'Name must be at most 60 characters',
  avatar: 'Avatar must be a number from 0 to 8',
} as const;

/** `PUT /people/{id}` from Settings: the display name and/or the avatar of one's own person. */
export const personUpdateSchema = z
  .object({
    name: z
      .string({ error: DISPLAY_NAME_MESSAGES.required })
      .trim()
      .min(1, { error: DISPLAY_NAME_MESSAGES.required })
      .max(60, { error: DISPLAY_NAME_MESSAGES.length }),
    pictureUrl: z.enum(AVATAR_CHOICES, { error: DISPLAY_NAME_MESSAGES.avatar }),
  })
  .partial()
  .strict();
export type PersonUpdate = z.infer<typeof personUpdateSchema>;

export const rolesUpdateSchema = z
  .object({
    roles: z.array(z.enum(['ROLE_USER', 'ROLE_EDITOR', 'ROLE_ADMIN'])).max(3),
  })
  .strict();
