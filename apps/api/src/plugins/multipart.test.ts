import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness';
import { countryInput, createRecord, enquiryInput } from '../test/fixtures';
import { formData } from '../test/multipart';
import { countRows, type Table } from '../test/rows';

/** The first `keep` bytes of a well-formed multipart body: a client that stopped mid-upload. */
function truncated(fields: Record<string, unknown>, keep: number) {
  const f = formData(fields);
  return { payload: f.payload.subarray(0, keep), headers: f.headers };
}

describe('malformed multipart bodies', () => {
  let t: TestApp;
  let admin: string;
  const rows = (table: Table) => countRows(t.app.dbHandle.db, table);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('answers 400 to multipart without a boundary on every kind of write, storing nothing', async () => {
    const before = await rows('enquiries');
    for (const [method, url] of [
      ['POST', '/api/enquiries'],
      ['POST', '/api/contact'],
      ['POST', '/api/countries'],
      ['POST', '/api/users/register'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'multipart/form-data', ...bearer(admin) },
        payload: 'fName=Asha',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/multipart/i),
        error: 'bad_request',
      });
    }
    expect(await rows('enquiries')).toBe(before);
  });

  it('answers 400 to a truncated multipart body and stores nothing', async () => {
    const before = [await rows('enquiries'), await rows('contacts')];
    const enquiry = truncated({ ...enquiryInput(1), message: 'x'.repeat(500) }, 400);
    const contact = truncated({ name: 'Asha', email: 'a@example.com', message: 'Call me' }, 120);
    for (const [url, body] of [
      ['/api/enquiries', enquiry],
      ['/api/contact', contact],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, ...body });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/multipart/i);
    }
    expect([await rows('enquiries'), await rows('contacts')]).toEqual(before);
  });

  it('answers 400 to a body that ends after a whole file part, with no closing boundary', async () => {
    // Found from outside: busboy errors the unfinished file stream before the body's end is
    // handled; that rejection went unhandled and ended the whole process (no answer at all).
    const cut = (f: ReturnType<typeof formData>) => ({
      payload: f.payload.subarray(0, f.payload.lastIndexOf('\r\n--') + 2),
      headers: f.headers,
    });
    const file = { file: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.pdf' };
    const before = await rows('enquiries');
    for (const body of [
      cut(formData({ ...enquiryInput(2), photo: file })),
      cut(formData({ name: 'Asha', email: 'a@example.com', message: 'Hi', file })),
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/enquiries', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/multipart/i);
    }
    expect(await rows('enquiries')).toBe(before);
  });

  it('does not take a malformed update for an empty one', async () => {
    const id = await createRecord(t, admin, '/api/countries', countryInput(1));
    for (const body of [
      truncated({ name: 'Renamed country' }, 90),
      { payload: 'name=x', headers: { 'content-type': 'multipart/form-data' } },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/countries/${id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(admin) },
      });
      expect(res.statusCode).toBe(400);
    }
    const after = await t.app.inject({ url: `/api/countries/${id}` });
    expect(after.json<{ name: string }>().name).toBe(countryInput(1).name);
  });

  it('still takes a well-formed multipart body', async () => {
    const f = formData({ name: 'Asha', email: 'a@example.com', message: 'Call me' });
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...f });
    expect(res.statusCode).toBe(201);
  });

  it('refuses two files under one name rather than keep one and drop the other', async () => {
    // found from outside: the second `file` part was stored and the first dropped without a word
    const boundary = '----studydesk-twice';
    const part = (name: string, body: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
      (file ? `; filename="${file}"\r\nContent-Type: text/csv` : '') +
      `\r\n\r\n${body}\r\n`;
    const csv = (who: string) =>
      `First name,Last name,Email,Category\r\n${who},X,${who}@example.com,PhD\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        part('resource', 'enquiries') +
        part('file', csv('ann'), 'a.csv') +
        part('file', csv('bo'), 'b.csv') +
        `--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Send one file per upload: "file"/);
    expect(await rows('imports')).toBe(0);
  });
});
