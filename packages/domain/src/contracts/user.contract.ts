import { z } from 'zod';
import { newPasswordSchema } from '../validation.js';

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
export type RegistrationOutput = z.infer<typeof registrationOutput>;

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
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const activationParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  invitationcode: z.string().min(1).max(200),
});

export const rolesUpdateSchema = z
  .object({
    roles: z.array(z.enum(['ROLE_USER', 'ROLE_EDITOR', 'ROLE_ADMIN'])).max(3),
  })
  .strict();
