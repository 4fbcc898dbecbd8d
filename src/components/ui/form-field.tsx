import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled field with its inline error (from zod or from the server's `fields`). */
export function FormField({
  label,
  error,
  helperText,
  required,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
