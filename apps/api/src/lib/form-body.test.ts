import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollegeCreateSchema, CourseCreateSchema } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { sendForm } from '../test/multipart';
import { collectLists, kindOf, normaliseFormBody } from './form-body';

describe('multipart body normaliser', () => {
  it('collects indexed entries in index order, skipping empty values (spec §3 colleges)', () => {
    const body = {
      name: 'Lakeside',
      'courses[1]': 'c2',
      'courses[0]': 'c1',
      'courses[10]': 'c11',
      'courses[2]': '',
      'facilities[0]': 'Library',
    };
    expect(collectLists(body)).toEqual({
      name: 'Lakeside',
      courses: ['c1', 'c2', 'c11'],
      facilities: ['Library'],
    });
  });

  it('collects repeated bracketed entries in arrival order (spec §3 courses)', () => {
    expect(collectLists({ 'tags[]': ['ai', '', 'data'] })).toEqual({ tags: ['ai', 'data'] });
    expect(collectLists({ 'tags[]': 'solo' })).toEqual({ tags: ['solo'] });
  });

  it('never writes to the prototype', () => {
    const out = collectLists({ '__proto__[0]': 'x', 'constructor[]': 'y', ok: '1' });
    expect(out).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads what each field expects through optional, default and pipe wrappers', () => {
    const s = CourseCreateSchema.shape;
    expect(kindOf(s.domestic)).toBe('boolean');
    expect(kindOf(s.tags)).toBe('array');
    expect(kindOf(s.title)).toBe('string');
    expect(kindOf(s.fees)).toBe('other');
  });

  it('turns text into what the schema expects, and leaves text fields alone', () => {
    const body = normaliseFormBody(
      {
        title: 'true',
        domestic: 'false',
        visible: 'true',
        fees: '',
        level: '',
        shortDesc: '',
        'tags[]': 'one',
        syllabus: '',
      },
      CourseCreateSchema,
    );
    expect(body).toEqual({
      title: 'true',
      domestic: false,
      visible: true,
      shortDesc: '',
      tags: ['one'],
      syllabus: [],
    });
    const parsed = CourseCreateSchema.parse(body);
    expect(parsed).toMatchObject({ domestic: false, tags: ['one'] });
    expect(parsed).not.toHaveProperty('fees');
  });

  it('keeps a value it cannot convert, so validation names the field', () => {
    const body = normaliseFormBody({ name: 'X', visible: 'maybe' }, CollegeCreateSchema);
    expect(body.visible).toBe('maybe');
    const r = CollegeCreateSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toContain('visible');
  });
});

describe('multipart "null" and "undefined" (as form libraries send an empty field)', () => {
  let t: TestApp;
  let token: string;
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>) =>
    sendForm(t.app, { method, url, token }, fields);
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('normalises the words like a blank field: text cleared, lists empty, others not given', () => {
    const body = normaliseFormBody(
      { title: 'Real', shortDesc: 'null', fees: 'undefined', level: 'null', 'tags[]': ['null'] },
      CourseCreateSchema,
    );
    expect(body).toEqual({ title: 'Real', shortDesc: '', tags: [] });
    // Only the exact words: a name that merely contains them stays.
    expect(normaliseFormBody({ title: 'Null Island' }, CourseCreateSchema)).toEqual({
      title: 'Null Island',
    });
  });

  it('clears an optional field instead of storing the word, on create and on update', async () => {
    const created = await send('POST', '/api/gallery', {
      title: 'Harbour',
      from: 'undefined',
      link: 'null',
      date: 'null',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ _id: string; from: string | null; link: string | null }>();
    expect([item.from, item.link]).not.toContain('undefined');
    expect([item.from, item.link]).not.toContain('null');
    const filled = await send('PUT', `/api/gallery/${item._id}`, {
      from: 'Campus tour',
      link: 'https://example.com/tour',
    });
    expect(filled.json()).toMatchObject({ from: 'Campus tour', link: 'https://example.com/tour' });
    const cleared = await send('PUT', `/api/gallery/${item._id}`, { from: 'null', link: 'null' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = cleared.json<{ from: string | null; link: string | null }>();
    expect(after.from || null).toBeNull();
    expect(after.link || null).toBeNull();
  });

  it('a required field sent as "null" is missing (400 naming it), not the word', async () => {
    const res = await send('POST', '/api/gallery', { title: 'null' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { title: 'Title is required' } });
  });
});
