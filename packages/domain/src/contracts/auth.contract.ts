import { z } from 'zod';
import { loginSchema, registrationEmailSchema, resetPasswordSchema } from '../validation.js';

export { loginSchema, resetPasswordSchema };

export const tokenPairOutput = z.object({
  token: z.string().describe('Access token (JWT: id, username, person_id, roles)'),
  refresh_token: z.string().describe('Single-use refresh token; each refresh returns a new one'),
});
export type TokenPairOutput = z.infer<typeof tokenPairOutput>;

/** `POST /refresh_token` takes a form (spec §7); JSON is accepted as well. */
export const refreshTokenBody = z.object({ refresh_token: z.string().min(1).max(200) });

export const logoutBody = z.object({ refresh_token: z.string().max(200).optional() }).optional();

export const resetRequestParams = z.object({ email: registrationEmailSchema });

export const resetPasswordParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  token: z.string().min(1).max(200),
});

export const providerParams = z.object({ provider: z.enum(['google', 'facebook']) });

export const connectQuery = z.object({ register: z.enum(['true', 'false', '1', '0']).optional() });

/** The web app's check page passes on the provider's redirect query as it is. */
export const checkQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    iss: z.string().max(500).optional(),
    session_state: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
    register: z.enum(['true', 'false', '1', '0']).optional(),
  })
  .passthrough();

export const checkOutput = z.object({
  token: z.string().nullable(),
  refresh_token: z.string().nullable(),
  register: z.boolean().describe('true: a new account was created and waits for activation by mail'),
});
export type CheckOutput = z.infer<typeof checkOutput>;

export const providersOutput = z.object({ providers: z.array(z.enum(['google', 'facebook'])) });
export type ProvidersOutput = z.infer<typeof providersOutput>;
