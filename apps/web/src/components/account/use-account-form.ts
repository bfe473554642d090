import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/hydra/hydra-client';
import { check, type FieldErrors, fieldErrors } from './validation-messages';

/**
 * The account forms' one way to send (sign-in, registration, password reset): the domain schema
 * checks the input first, the server's 422 violations land on their fields, any other failure
 * becomes the form's alert (spec §8: the status text, the dialog stays), and the button is busy
 * meanwhile.
 */
export function useAccountForm<Schema extends z.ZodType>(
  schema: Schema,
  send: (data: z.output<Schema>) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (input: unknown) => async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(schema, input);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (!checked.data) return;
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) setErrors(fieldErrors(error.violations));
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { errors, failure, busy, submit };
}
