import { useEffect, useRef, useState } from 'react';

/** Messages of a form by field; `_error` is the one about the form as a whole. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The messages a long form shows beside its fields: set them all after a refused save (the
 * first field with a message then takes the focus, so it is read out), clear a field's message
 * as soon as it is changed. `show` turns a stored message into the reader's language.
 */
export function useFormErrors(show: (message: string) => string) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    form,
    errors,
    setErrors,
    message: (field: string) => {
      const text = errors[field];
      return text === undefined ? undefined : show(text);
    },
    clear: (fields: readonly string[]) => {
      if (!fields.some((field) => errors[field] !== undefined)) return;
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
      );
    },
    refuse: (byField: FormErrors) => {
      setErrors(byField);
      setFocusRequest((count) => count + 1);
    },
  };
}
