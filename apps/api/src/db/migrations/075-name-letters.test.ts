import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { up } from './075-name-letters';

type Found = { enquiries: { _id: string }[] };

describe('names with letters no decomposition takes apart (ø, ł, þ …)', () => {
  let t: TestApp;
  let admin: string;
  let soren = '';
  let lukasz = '';
  const found = async (q: string) => {
    const res = await t.app.inject({
      url: `/api/enquiries?q=${encodeURIComponent(q)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Found>().enquiries.map((e) => e._id);
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const post = async (fName: string, lName: string) => {
      const res = await postStaffEnquiry(t, admin, staffEnquiryInput({ fName, lName }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    soren = await post('Søren', 'Ødegård');
    lukasz = await post('Łukasz', 'Þórsson');
  });
  afterAll(() => t.close());

  it.each([
    ['Soren', 'soren'],
    ['odegard', 'soren'],
    ['ODEGÅRD', 'soren'],
    ['Ødeg', 'soren'],
    ['lukasz', 'lukasz'],
    ['Thorsson', 'lukasz'],
  ] as const)('finds them by "%s", as typed on any keyboard', async (q, who) => {
    // found from outside: none of these found anyone
    expect(await found(q)).toEqual([who === 'soren' ? soren : lukasz]);
  });

  it('gives people stored before the folding their terms again (migration 075)', async () => {
    const db = t.app.dbHandle.db;
    // as the terms were written before: "søren", "ødegård" unfolded
    await db.deleteFrom('search_terms').where('recordId', '=', soren).execute();
    await db
      .insertInto('search_terms')
      .values(['søren', 'ødegard'].map((term) => ({ kind: 'enquiry', term, recordId: soren })))
      .execute();
    expect(await found('odegard')).toEqual([]);
    await up(db as unknown as Kysely<unknown>);
    expect(await found('odegard')).toEqual([soren]);
    expect(await found('Søren')).toEqual([soren]);
  });
});
