import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const Person = z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() });

describe('the compiled response serialiser', () => {
  it('writes only what the schema names: a row’s other columns never reach the client', () => {
    const write = compile(z.object({ data: z.array(Person), total: z.number().int() }));
    const row = { _id: 'p1', name: 'Riya', phone: null, passwordHash: 'secret', officeId: 'o1' };
    expect(JSON.parse(write({ data: [row], total: 1 }))).toEqual({
      data: [{ _id: 'p1', name: 'Riya', phone: null }],
      total: 1,
    });
  });

  it('takes the branch of a union that fits, though the object carries more keys', () => {
    const write = compile(z.object({ next: Person.nullable() }));
    const next = { _id: 'p1', name: 'Riya', phone: '+44 7700 900123', enqNo: 'ENQ-000001' };
    expect(JSON.parse(write({ next }))).toEqual({
      next: { _id: 'p1', name: 'Riya', phone: '+44 7700 900123' },
    });
    expect(JSON.parse(write({ next: null }))).toEqual({ next: null });
  });

  it('keeps zod for a schema JSON Schema cannot say; under the tests’ check a broken answer throws', () => {
    const write = compile(z.object({ n: z.string().transform((s) => s.length) }));
    expect(write({ n: 'four' })).toBe('{"n":4}');
    expect(() => compile(Person)({ _id: 'p1', name: 5, phone: null })).toThrow();
  });
});
