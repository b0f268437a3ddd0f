import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (the contract's schema, and zod with it) loads when the form is
 * first used: on focus (`preload`) or at the latest on the first check. A public screen then
 * shows and becomes usable without it.
 */
export function lazyResolver<V extends FieldValues, C = unknown, O = V>(
  load: () => Promise<Resolver<V, C, O>>,
) {
  let loading: Promise<Resolver<V, C, O>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<V, C, O> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload() };
}
