import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { courseInput, enquiryInput } from './test/fixtures';
import { sendForm } from './test/multipart';
import { rowCounts } from './test/rows';

const TABLES = ['enquiries', 'contacts', 'users', 'services', 'courses', 'intakes'] as const;

/** What a public client sent to get a 500 (PostgreSQL) or store junk. */
describe('hostile input gets a 400 naming the field, and stores nothing', () => {
  let t: TestApp;
  let admin: string;
  let counts: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    counts = () => rowCounts(t.app.dbHandle.db, TABLES);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

  it.each([
    ['/api/enquiries', { ...enquiryInput(1), fName: 'Asha\u0000' }, 'fName'],
    ['/api/enquiries', { ...enquiryInput(2), message: 'hello\u202e' }, 'message'],
    ['/api/contact', { name: 'Asha', email: 'a@example.com', message: 'Call\u0000' }, 'message'],
    [
      '/api/users/register',
      {
        fname: 'Asha\u001b',
        lname: 'Verma',
        email: 'asha.reg@example.com',
        mobile: '+91 9866125640',
        password: 'Long-enough-1',
        confirmPassword: 'Long-enough-1',
      },
      'fname',
    ],
  ])('POST %s with a control character', async (url, body, field) => {
    const before = await counts();
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toMatch(
      /must not contain control characters/,
    );
    expect(await counts()).toEqual(before);
  });

  it('keeps line breaks in a multi-line message', async () => {
    const res = await post('/api/contact', {
      name: 'Asha',
      email: 'a@example.com',
      message: 'Line one\r\nLine two\tindented',
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    '/api/courses?q=%00',
    '/api/college?search=%00',
    '/api/blog/%00',
    '/api/courses/%00',
    '/api/countries/a%20b',
    '/api/states?country=%00',
    '/api/courses?page=0x10',
  ])('GET %s is a 400 before any query runs', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation' });
  });

  it('refuses HTML in service titles, as in every plain-text field', async () => {
    const before = await counts();
    const res = await post('/api/services', { title: '<img src=x onerror=alert(1)>' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { title: 'Title must not contain HTML tags' },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([[[42]], [true], [null], ['0x10'], ['1e3'], ['  2027  '], [' 7'], ['7\n']])(
    'refuses %j as a course fee or an intake year',
    async (bad) => {
      const before = await counts();
      const course = await post('/api/courses', { ...courseInput(1), fees: bad }, admin);
      expect(course.statusCode).toBe(400);
      expect(course.json()).toMatchObject({ fieldErrors: { fees: 'Fees must be a number' } });
      const intake = await post(
        '/api/intake',
        { college: 'x', intakeMonth: 'May', intakeYear: bad, deadlineDate: '2030-01-01' },
        admin,
      );
      expect(intake.statusCode).toBe(400);
      expect(intake.json()).toMatchObject({
        fieldErrors: { intakeYear: 'Intake year must be a number' },
      });
      expect(await counts()).toEqual(before);
    },
  );

  it('takes a numeric string from multipart', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/courses', token: admin, lists: 'bracketed' },
      { ...courseInput(2), fees: '18500.50' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fees: 18500.5 });
  });

  it('refuses a numeral padded with spaces from multipart and in a query, as in JSON', async () => {
    const before = await counts();
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/courses', token: admin, lists: 'bracketed' },
      { ...courseInput(3), fees: '  2027  ' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { fees: 'Fees must be a number' } });
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ url: '/api/courses?page=%202' })).statusCode).toBe(400);
    for (const limit of ['%205', '0x5', '1e1'])
      expect(
        (await t.app.inject({ url: `/api/search?q=asha&limit=${limit}`, headers: bearer(admin) }))
          .statusCode,
      ).toBe(400);
  });

  // found from outside: text/plain reached the schema as a string ("expected object", field
  // `_`), and the router's own refusals named Fastify's codes and echoed the path
  it('answers a body of another type 415, and a bad address in the one error shape', async () => {
    const before = await counts();
    for (const type of ['text/plain', 'text/plain; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': type },
        payload: JSON.stringify(enquiryInput(9)),
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: expect.any(String), error: 'unsupported_media_type' });
    }
    expect(await counts()).toEqual(before);
    const long = await t.app.inject({
      url: `/api/enquiries/${'a'.repeat(600)}`,
      headers: bearer(admin),
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long', error: 'uri_too_long' });
    const bad = await t.app.inject({ url: '/api/enquiries/%E0%A4%A', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The address is not valid', error: 'bad_request' });
  });

  // found from outside: a JSON body declared UTF-16 was read as UTF-8 (a 400 naming no field,
  // or, for a body that survived, text stored as other characters than were sent)
  it('answers a body declared in a charset other than UTF-8 415, and takes UTF-8 spelt any way', async () => {
    const before = await counts();
    const body = JSON.stringify(enquiryInput(10));
    for (const [charset, bytes] of [
      ['utf-16', Buffer.from(`\ufeff${body}`, 'utf16le')],
      ['UTF-16LE', Buffer.from(body, 'utf16le')],
      ['iso-8859-1', Buffer.from(body, 'latin1')],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: bytes,
      });
      expect(res.statusCode, charset).toBe(415);
      expect(res.json()).toEqual({
        message: 'Send the request body as UTF-8',
        error: 'unsupported_media_type',
      });
    }
    expect(await counts()).toEqual(before);
    for (const [n, type] of [
      [11, 'application/json; charset=UTF-8'],
      [12, 'application/json;charset="utf-8"'],
      [13, 'application/json; charset=us-ascii'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': type },
        payload: JSON.stringify(enquiryInput(n)),
      });
      expect(res.statusCode, type).toBe(201);
    }
  });
});
