import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { setServerErrors } from '../../components/server-errors';
import { errorMessage } from '../../lib/errors';

/**
 * Runs a form's request; a refusal puts the server's field errors on the fields and its
 * message in `failure` (shown above the form), so nothing is lost on a 4xx.
 */
export function useFormSubmit<V extends FieldValues>(
  send: (values: V) => Promise<void>,
  setError: UseFormSetError<V>,
  fields: readonly string[],
  fallback: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (values: V) => {
    setFailure(null);
    try {
      await send(values);
    } catch (err) {
      setServerErrors(err, fields, setError);
      setFailure(errorMessage(err, fallback));
    }
  };
  return { onSubmit, failure };
}
