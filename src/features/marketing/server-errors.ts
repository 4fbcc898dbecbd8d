import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from './api';

/**
 * DOMAIN.md › Errors in forms: the API's `fields` become inline errors (focus moves to the first);
 * anything else is a toast.
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  knownFields: readonly Path<T>[],
): void {
  if (error instanceof ApiError) {
    const entries = Object.entries(error.fields).filter((entry): entry is [Path<T>, string] =>
      (knownFields as readonly string[]).includes(entry[0]),
    );
    entries.forEach(([field, message], i) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    if (entries.length > 0) return;
    toaster.create({ type: 'error', title: error.message });
    return;
  }
  toaster.create({ type: 'error', title: 'Something went wrong. Please try again.' });
}
