import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ZodType } from 'zod';
import { once } from '../lazy';
import { malformed } from './tags';

type Parsed<T> = { data: T } | { error: FetchBaseQueryError };

/**
 * An answer checked against its schema, the schema (and zod) loading with the first answer
 * rather than with the screen: a list's heading and skeleton need neither. A schema that cannot
 * load counts as a malformed answer, and the next answer tries to load it again.
 */
export function lazyParser<T>(
  load: () => Promise<ZodType<T>>,
  message: string,
): (body: unknown) => Promise<Parsed<T>> {
  const schema = once(load);
  return async (body) => {
    const parsed = await schema()
      .then((s) => s.safeParse(body))
      .catch(() => undefined);
    return parsed?.success ? { data: parsed.data } : { error: malformed(message) };
  };
}
