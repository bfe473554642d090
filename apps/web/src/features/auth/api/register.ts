import type { RegistrationInput } from '@retropics/domain/validation';
import { requestJson } from '../../../lib/auth/auth-client';

/** Spec §7 registration: e-mail, password and the four receiveEmails flags. */
export function register(input: RegistrationInput): Promise<unknown> {
  return requestJson('POST', '/users', { body: input });
}
