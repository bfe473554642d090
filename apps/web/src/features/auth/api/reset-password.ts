import { requestJson } from '../../../lib/auth/auth-client';

/** Spec §7 PUT /reset_password/{id}/{passwordResetToken} with the new password. */
export function resetPassword(id: string, token: string, password: string): Promise<unknown> {
  return requestJson('PUT', `/reset_password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
    body: { password },
  });
}
