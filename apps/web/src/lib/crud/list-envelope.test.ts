import { describe, expect, it } from 'vitest';
import { normaliseList } from './list-envelope';

const rows = [{ _id: 'a' }, { _id: 'b' }];

describe('normaliseList', () => {
  it('reads {data, total} by default', () => {
    expect(normaliseList({ data: rows, total: 40 })).toEqual({ items: rows, total: 40 });
  });

  it('reads the keys a resource names: {enquiries, count}', () => {
    const envelope = { items: 'enquiries', count: 'count' };
    expect(normaliseList({ enquiries: rows, count: 7, newCount: 2 }, envelope)).toEqual({
      items: rows,
      total: 7,
    });
  });

  it('reads {colleges, total, totalPages, currentPage}', () => {
    const raw = { colleges: rows, total: 51, totalPages: 3, currentPage: 1 };
    expect(normaliseList(raw, { items: 'colleges', count: 'total', paged: true })).toEqual({
      items: rows,
      total: 51,
    });
  });

  it('takes a plain array with its length as the count', () => {
    expect(normaliseList(rows)).toEqual({ items: rows, total: 2 });
    expect(normaliseList([])).toEqual({ items: [], total: 0 });
  });

  it('falls back to the length of the items when the count is missing or unusable', () => {
    expect(normaliseList({ data: rows })).toEqual({ items: rows, total: 2 });
    expect(normaliseList({ data: rows, total: 'many' })).toEqual({ items: rows, total: 2 });
    expect(normaliseList({ data: rows, total: null })).toEqual({ items: rows, total: 2 });
  });

  it('accepts a numeric string count and never reports a negative one', () => {
    expect(normaliseList({ data: rows, total: '12' })?.total).toBe(12);
    expect(normaliseList({ data: rows, total: -3 })?.total).toBe(0);
  });

  it('answers null for something that is not a list', () => {
    expect(normaliseList(null)).toBeNull();
    expect(normaliseList('oops')).toBeNull();
    expect(normaliseList({ message: 'ok' })).toBeNull();
    expect(normaliseList({ data: { _id: 'a' }, total: 1 })).toBeNull();
  });
});
