import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { courseInput, enquiryInput } from './test/fixtures';
import { formData } from './test/multipart';
import { rowCounts } from './test/rows';

const TABLES = ['enquiries', 'services', 'courses'] as const;
const REFUSED = /must not contain control characters/;

/**
 * A lone UTF-16 surrogate is no character; SQLite stored it as invalid UTF-8 and
 * PostgreSQL as U+FFFD. Every text field refuses it as it refuses control characters.
 */
describe('lone surrogates', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const refused = async (
    send: () => Promise<{ statusCode: number; body: string }>,
    field: string,
  ) => {
    const before = await rowCounts(t.app.dbHandle.db, TABLES);
    const res = await send();
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = JSON.parse(res.body) as { fieldErrors: Record<string, string> };
    expect(fieldErrors[field]).toMatch(REFUSED);
    expect(await rowCounts(t.app.dbHandle.db, TABLES)).toEqual(before);
  };

  it.each([
    ['a high one', 'x\ud800y'],
    ['a low one', 'x\udc00y'],
    ['one at the end', 'Asha\ud83d'],
  ])('refuses %s on the public enquiry form', (_, value) =>
    refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          payload: { ...enquiryInput(1), fName: value },
        }),
      'fName',
    ),
  );

  it('refuses one in a multi-line message and in a staff route', async () => {
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          payload: { ...enquiryInput(2), message: 'line\n\udfffend' },
        }),
      'message',
    );
    await refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/services',
          payload: { title: 'Visa\ud800' },
          headers: bearer(admin),
        }),
      'title',
    );
  });

  it('refuses one in a multipart field sent as UTF-16 (UTF-8 cannot carry one)', () => {
    const form = formData({ ...courseInput(3), shortDesc: undefined }, 'bracketed');
    const boundary = /boundary=(.+)$/.exec(form.headers['content-type'])![1]!;
    const end = Buffer.from(`--${boundary}--\r\n`);
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="shortDesc"\r\n` +
          'Content-Type: text/plain; charset=utf-16le\r\n\r\n',
      ),
      Buffer.from('x\ud800y', 'utf16le'),
      Buffer.from('\r\n'),
    ]);
    const payload = Buffer.concat([form.payload.subarray(0, -end.length), part, end]);
    return refused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/courses',
          payload,
          headers: { ...form.headers, ...bearer(admin) },
        }),
      'shortDesc',
    );
  });

  it('takes a pair that makes one character (an emoji)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(4), fName: 'Asha \ud83d\ude00' },
    });
    expect(res.statusCode).toBe(201);
  });
});
