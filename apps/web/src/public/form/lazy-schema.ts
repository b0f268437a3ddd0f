import type { z } from 'zod';

export type Schema<O> = z.ZodType<O>;

/**
 * A form's schema whose code (the contract's, and zod with it) loads when the form is first
 * used: on focus (`preload`) or at the latest on the first check. The screen shows and is usable
 * without it.
 */
export function lazySchema<O>(load: () => Promise<Schema<O>>) {
  let loading: Promise<Schema<O>> | undefined;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined; // the next check tries again
      throw err;
    }));
  return { load: get, preload: () => void get().catch(() => undefined) };
}

export type LazySchema<O> = ReturnType<typeof lazySchema<O>>;

export type Checked<O> =
  { data: O; errors?: never } | { data?: never; errors: Record<string, string> };

/** The parsed values, or the first message for each field that is wrong. */
export function checkValues<O>(schema: Schema<O>, values: unknown): Checked<O> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const { path, message } of result.error.issues) errors[String(path[0] ?? '')] ??= message;
  return { errors };
}
