import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { up } from './074-phone-trunk-zero';

describe('migration 074: phone keys without the "(0)"', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('keys again the numbers stored with their trunk zero in brackets, and only those', async () => {
    const post = async (mobile: string) => {
      const res = await postStaffEnquiry(t, admin, staffEnquiryInput({ mobile }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    };
    const london = await post('+44 (0)20 7946 0958');
    const plain = await post('+91 98100 55555');
    const db = t.app.dbHandle.db;
    // as the keys were written before: the bracketed zero kept
    await db
      .updateTable('enquiries')
      .set({ mobileDigits: '4402079460958', mobileRev: '8590649702044' })
      .where('id', '=', london)
      .execute();
    await up(db as unknown as Kysely<unknown>);
    const keys = await db
      .selectFrom('enquiries')
      .select(['id', 'mobileDigits', 'mobileRev'])
      .where('id', 'in', [london, plain])
      .orderBy('mobileDigits')
      .execute();
    expect(keys).toEqual([
      { id: london, mobileDigits: '442079460958', mobileRev: '859064970244' },
      { id: plain, mobileDigits: '919810055555', mobileRev: '555550018919' },
    ]);
  });
});
