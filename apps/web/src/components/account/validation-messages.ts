import { MESSAGES } from '@retropics/domain/validation';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Violation } from '../../lib/hydra/hydra-client';

/**
 * The domain's validation messages (spec §5) are either translation keys ('EmailIsRequired') or
 * fixed English texts ('E-mail is required'); both are shown in the reader's language.
 */
const keyOfMessage: Record<string, string> = {
  [MESSAGES.emailIsRequired]: 'validation.EmailIsRequired',
  [MESSAGES.emailMustBeValid]: 'validation.EmailMustBeValid',
  [MESSAGES.passwordLength]: 'validation.PasswordLength',
  [MESSAGES.emailRequired]: 'validation.emailRequired',
  [MESSAGES.emailValid]: 'validation.emailValid',
  [MESSAGES.passwordRequired]: 'validation.passwordRequired',
  [MESSAGES.loginPasswordLength]: 'validation.loginPasswordLength',
};

export function messageText(t: TFunction<'accounts'>, message: string): string {
  const key = keyOfMessage[message];
  return key ? t(key) : message;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, from a schema check or from the server's 422 violations. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[] } & { message: string }>,
): FieldErrors;
export function fieldErrors(issues: readonly Violation[]): FieldErrors;
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string } | Violation>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = 'propertyPath' in issue ? issue.propertyPath : issue.path.map(String).join('.');
    errors[field || '_error'] ??= issue.message;
  }
  return errors;
}

/** Runs a domain schema on form input: the parsed value, or the messages per field. */
export function check<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { data: z.output<Schema>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data, errors: null }
    : { data: null, errors: fieldErrors(result.error.issues) };
}
