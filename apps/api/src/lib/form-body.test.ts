import { describe, expect, it } from 'vitest';
import { CollegeCreateSchema, CourseCreateSchema } from '@studydesk/contract';
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
