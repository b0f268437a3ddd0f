import { describe, expect, it } from 'vitest';
import { applyListChanges, parseListParams } from './list-params';
import type { ListParamsOptions } from './types';

const options: ListParamsOptions = {
  sortable: ['title', 'createdAt'],
  defaultSort: 'createdAt',
  filters: ['status'],
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), options);
const apply = (query: string, changes: Parameters<typeof applyListChanges>[1]) =>
  applyListChanges(new URLSearchParams(query), changes, options).toString();

describe('parseListParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({ page: 1, limit: 25, sort: 'createdAt', order: 'desc' });
  });

  it('reads page, limit, sort, order, q and the resource filters', () => {
    expect(parse('page=3&limit=50&sort=title&order=asc&q=%20visa%20&status=new&other=x')).toEqual({
      page: 3,
      limit: 50,
      sort: 'title',
      order: 'asc',
      q: 'visa',
      filters: { status: 'new' },
    });
  });

  it('falls back field by field on malformed values and caps the limit', () => {
    expect(parse('page=-2&limit=1000&sort=password&order=sideways')).toEqual({
      page: 1,
      limit: 100,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(parse('page=1.5&limit=abc').page).toBe(1);
    expect(parse('limit=30').limit).toBe(25);
    expect(parse('limit=100').limit).toBe(100);
  });
});

describe('applyListChanges', () => {
  it('drops defaults so URLs stay short', () => {
    expect(apply('page=3&q=visa', { sort: 'createdAt', order: 'desc' })).toBe('q=visa');
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(apply('page=3&q=visa', { q: 'test' })).toBe('q=test');
    expect(apply('page=3', { limit: 50 })).toBe('limit=50');
    expect(apply('q=visa', { page: 4 })).toBe('q=visa&page=4');
  });

  it('removes a cleared value and keeps unrelated parameters', () => {
    expect(apply('q=visa&status=new&tab=2', { q: '' })).toBe('status=new&tab=2');
  });
});
