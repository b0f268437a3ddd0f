import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once, on preload or first use, and answers with it', async () => {
    const real = vi.fn<Resolver<Values>>(() => ({ values: {}, errors: { email: { type: 'x' } } }));
    const load = vi.fn(() => Promise.resolve(real));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    const result = await resolver({ email: '' }, undefined, options);
    await resolver({ email: 'a@b.c' }, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ values: {}, errors: { email: { type: 'x' } } });
    expect(real).toHaveBeenCalledTimes(2);
    expect(real).toHaveBeenLastCalledWith({ email: 'a@b.c' }, undefined, options);
  });
});
