import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../lib/errors';

/**
 * Puts the field errors of a 400 answer on the form's own fields (focusing the first); errors
 * for fields the form does not have are left to the toast. Returns how many were placed.
 */
export function setServerErrors<V extends FieldValues>(
  err: unknown,
  names: Iterable<string>,
  setError: UseFormSetError<V>,
): number {
  const known = new Set(names);
  const placed = Object.entries(fieldErrors(err)).filter(([name]) => known.has(name));
  placed.forEach(([name, message], i) =>
    setError(name as Path<V>, { type: 'server', message }, { shouldFocus: i === 0 }),
  );
  return placed.length;
}
