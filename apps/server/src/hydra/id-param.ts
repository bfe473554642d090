import { z } from 'zod';

/** `/{resource}/{id}`: ids are positive integers; anything else is a clear 400, never a database error. */
export const idParams = z.object({
  id: z.coerce.number().int('id must be a whole number').positive('id must be positive').max(2_147_483_647),
});
