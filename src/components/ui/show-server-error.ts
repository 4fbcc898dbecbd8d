import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toaster } from './toaster';
import { ApiError } from '../../lib/api-error';
import type { PlainForm } from '../../lib/form-state';

/** Where a form's own error (not a field's) lives in react-hook-form: `formState.errors.root.server`. */
export const FORM_ERROR = 'root.server' as const;

/**
 * DOMAIN.md › Decisions › Errors in forms: the API's `fields` become inline errors (focus on the first);
 * anything else (a wrong password, a rate limit, a server error) becomes the form's own error, which
 * the form shows inside itself with FormErrorAlert (announced), and a toast as well. react-hook-form
 * clears it at the next submit. `fieldMap` renames API fields to form fields (newPassword → password).
 * Returns true when at least one field error was shown.
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  knownFields: readonly Path<T>[],
  fieldMap: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (error instanceof ApiError) {
    const entries = Object.entries(error.fields)
      .map(([apiField, message]) => [fieldMap[apiField] ?? apiField, message] as const)
      .filter((entry): entry is readonly [Path<T>, string] => (knownFields as readonly string[]).includes(entry[0]));
    entries.forEach(([field, message], i) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    if (entries.length > 0) return true;
    form.setError(FORM_ERROR, { type: 'server', message: error.message });
    toaster.create({ type: 'error', title: error.message });
    return false;
  }
  const message = 'Something went wrong. Please try again.';
  form.setError(FORM_ERROR, { type: 'server', message });
  toaster.create({ type: 'error', title: message });
  return false;
}

/**
 * A usePlainForm form (src/lib/form-state.ts) as showServerError expects a react-hook-form one:
 * the message lands on its path (the form's own on `FORM_ERROR`, read with `form.error(FORM_ERROR)`),
 * and the next submit clears it as react-hook-form's does.
 */
export function plainFormErrors<T extends FieldValues>(
  form: Pick<PlainForm<T, unknown>, 'setError'>,
): Pick<UseFormReturn<T>, 'setError'> {
  return {
    setError: (name, error, options) => form.setError(name, error.message ?? '', options),
  };
}
