import { requestJson } from '../../../lib/auth/auth-client';

/** Spec §7 PUT /request_password_reset_email/{email} with an empty JSON body. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return requestJson('PUT', `/request_password_reset_email/${encodeURIComponent(email)}`, { body: {} });
}
