import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/harness';
import { upgradedApp, type LooseDb, type Upgraded } from '../../test/upgrade';

const ROWS = 1200; // more than one backfill batch
const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();

/** Rows as they were before 006: no phone keys, no search terms, follow-ups without a kind. */
async function seedBefore006(db: LooseDb) {
  const enquiries = Array.from({ length: ROWS }, (_, n) => ({
    id: `e${String(n).padStart(5, '0')}`,
    enqNo: `ENQ-${String(n + 1).padStart(6, '0')}`,
    fName: n === 7 ? 'Varun' : `Old${n}`,
    lName: n === 7 ? 'Thomas' : 'Row',
    email: `old${n}@example.com`,
    mobile: n === 7 ? '+91 98661-25640' : `+44 7700 ${String(n).padStart(6, '0')}`,
    category: 'Graduate',
    source: 'form',
    status: 'new',
    createdAt: at(n),
    updatedAt: at(n),
  }));
  for (let i = 0; i < ROWS; i += 300)
    await db
      .insertInto('enquiries')
      .values(enquiries.slice(i, i + 300))
      .execute();
  await db
    .insertInto('contacts')
    .values({
      id: 'c1',
      name: 'Meera Iyer',
      email: 'Meera@Example.com',
      mobile: '098450 22222',
      message: 'Call',
      status: 'new',
      createdAt: at(0),
      updatedAt: at(0),
    })
    .execute();
  await db
    .insertInto('followups')
    .values({
      id: 'f1',
      enquiry: 'e00007',
      followUpDetails: 'Call back',
      nextContactDate: '2025-01-02',
      createdAt: at(1),
      updatedAt: at(1),
    })
    .execute();
}

describe('migration 006: existing rows become searchable', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills phone keys and search terms, and opens existing follow-ups as tasks', async () => {
    up = await upgradedApp('004-team', seedBefore006); // the app migrates it to the latest
    const { t } = up;
    const db = t.app.dbHandle.db;
    const e = await db
      .selectFrom('enquiries')
      .select(['mobileDigits', 'mobileRev'])
      .where('id', '=', 'e00007')
      .executeTakeFirstOrThrow();
    expect(e).toEqual({ mobileDigits: '919866125640', mobileRev: '046521668919' });
    const keyed = await db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('mobileRev', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(keyed.n)).toBe(ROWS);
    const terms = await db
      .selectFrom('search_terms')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('kind', '=', 'enquiry')
      .executeTakeFirstOrThrow();
    expect(Number(terms.n)).toBe(ROWS * 3); // first name, last name and e-mail of each
    const admin = await t.tokenFor('admin');
    const find = async (url: string) =>
      (await t.app.inject({ url, headers: bearer(admin) })).json<{ count: number }>().count;
    expect(await find('/api/enquiries?q=thomas%20varun')).toBe(1);
    expect(await find('/api/enquiries?q=9866125640')).toBe(1);
    expect(await find('/api/contact?q=%2B91%2098450%2022222')).toBe(1);
    expect(await find('/api/contact?q=meera@example.com')).toBe(1);
    const queue = await t.app.inject({
      url: '/api/followUp/queue?today=2025-01-10',
      headers: bearer(admin),
    });
    expect(queue.json()).toMatchObject({
      count: 1,
      sections: { overdue: 1 },
      data: [{ _id: 'f1', name: 'Varun Thomas' }],
    });
  });
});
