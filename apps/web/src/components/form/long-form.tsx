import Stack from '@mui/material/Stack';
import type { ReactNode, Ref } from 'react';

interface LongFormProps {
  /** The form's id: a save button outside it (a toolbar, the form actions) submits it with `form=`. */
  id: string;
  ref?: Ref<HTMLFormElement>;
  /** Runs on submit (Enter in a field, or a submit button); the browser's own checks stay off. */
  onSave(): void | Promise<void>;
  children: ReactNode;
  /** Space between the sections, in theme units. */
  spacing?: number;
  'data-testid'?: string;
}

/**
 * The frame of the edit forms (album, photograph, collection, organization): their fields or
 * sections one under the other, submitted by our own checks (the contract's messages in the person's language) instead
 * of the browser's tooltips.
 */
export function LongForm({ id, ref, onSave, children, spacing = 2, 'data-testid': testId }: LongFormProps) {
  return (
    <Stack
      component="form"
      ref={ref}
      id={id}
      noValidate
      spacing={spacing}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      data-testid={testId}
    >
      {children}
    </Stack>
  );
}
