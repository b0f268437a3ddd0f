import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { checked, csvText, runToEnd, utf8, waitUntilSettled } from './imports.fixtures';

type Enq = {
  _id: string;
  email: string;
  mobile: string;
  location: string | null;
  duplicateOf: string | null;
};
const HEAD = ['First name', 'Last name', 'Email', 'Mobile', 'City', 'Category'];

describe('imports: what happens to duplicates, and the failed rows file', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const enquiry = async (id: string) =>
    (await t.app.inject({ url: `/api/enquiries/${id}`, headers: bearer(admin) })).json<Enq>();
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/imports/${id}`, headers: bearer(admin), payload });

  it('fills the empty fields of the stored record, on its timeline; undo puts them back', async () => {
    const stored = (
      await postStaffEnquiry(t, admin, staffEnquiryInput({ email: 'fill@x.example', mobile: '' }))
    ).json<Enq>();
    const imp = await checked(
      t,
      admin,
      utf8(csvText([HEAD, ['Varun', 'T', 'fill@x.example', '+44 7700 900555', 'Leeds', 'PhD']])),
    );
    expect(imp.duplicates[0]!.matches[0]!.id).toBe(stored._id);
    expect((await patch(imp.id, { duplicates: { '2': 'fill' } })).statusCode).toBe(200);
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ inserted: 0, updated: 1 });
    expect(await enquiry(stored._id)).toMatchObject({
      mobile: '+44 7700 900555',
      location: 'Leeds',
    });
    const history = await t.app.inject({
      url: `/api/enquiries/${stored._id}/timeline`,
      headers: bearer(admin),
    });
    expect(history.body).toContain('+44 7700 900555');

    await t.app.inject({
      method: 'POST',
      url: `/api/imports/${imp.id}/undo`,
      headers: bearer(admin),
    });
    expect(await enquiry(stored._id)).toMatchObject({ mobile: '', location: null });
  });

  it('writes one file run twice at once only once: the second finds the first one’s rows', async () => {
    // Found from outside: three imports of one sheet started together each checked their
    // batches before any was written, and every row was stored three times despite "skip".
    const rows = Array.from({ length: 1200 }, (_, i) => [
      `Twin${i}`,
      'Run',
      `twin${i}@run.example`,
      '',
      '',
      'PhD',
    ]);
    const file = utf8(csvText([HEAD, ...rows]));
    const [a, b] = [await checked(t, admin, file), await checked(t, admin, file)];
    const started = await Promise.all(
      [a, b].map((imp) =>
        t.app.inject({ method: 'POST', url: `/api/imports/${imp.id}/run`, headers: bearer(admin) }),
      ),
    );
    expect(started.map((r) => r.statusCode)).toEqual([202, 202]);
    const done = await Promise.all([a, b].map((imp) => waitUntilSettled(t, admin, imp.id)));
    expect(done.map((d) => d.inserted + d.updated).reduce((x, y) => x + y)).toBe(1200);
    expect(done.map((d) => d.skipped).reduce((x, y) => x + y)).toBe(1200);
  });

  it('creates a record linked to the stored one', async () => {
    const stored = (
      await postStaffEnquiry(t, admin, staffEnquiryInput({ email: 'link@x.example' }))
    ).json<Enq>();
    const imp = await checked(
      t,
      admin,
      utf8(csvText([HEAD, ['Varun', 'T', 'link@x.example', '', '', 'PhD']])),
    );
    expect(
      (await patch(imp.id, { duplicateDefault: 'link' })).json<{
        duplicates: { choice: string }[];
      }>().duplicates[0]!.choice,
    ).toBe('link');
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ inserted: 1 });
    const list = await t.app.inject({
      url: '/api/enquiries?q=link@x.example',
      headers: bearer(admin),
    });
    const made = list.json<{ enquiries: Enq[] }>().enquiries.find((e) => e._id !== stored._id);
    expect(made?.duplicateOf).toBe(stored._id);
  });

  it('gives the failed rows back with formulas quoted, and reads them back as they were', async () => {
    const imp = await checked(
      t,
      admin,
      utf8(csvText([HEAD, ['=HYPERLINK("x")', 'T', 'bad@', '', '+cmd', 'PhD']])),
    );
    await runToEnd(t, admin, imp.id);
    const failed = await t.app.inject({
      url: `/api/imports/${imp.id}/failed`,
      headers: bearer(admin),
    });
    expect(failed.headers['content-disposition']).toContain('leads-failed.csv');
    const [, row]: string[][] = parse(failed.body, { bom: true });
    expect(row!.slice(0, 5)).toEqual(['\'=HYPERLINK("x")', 'T', 'bad@', '', "'+cmd"]);
    const again = await checked(t, admin, Buffer.from(failed.body));
    expect(again.preview[0]).toMatchObject({ fName: '=HYPERLINK("x")', location: '+cmd' });
  });
});
