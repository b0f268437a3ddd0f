import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES } from '@studydesk/contract';
import { COUNT_KEYS, OFFICE_COUNT_KEYS } from '../../db/migrations/015-counts';
import { FUNNEL_KEYS } from '../../db/migrations/funnel-keys';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { createEnquiryCounts, keptKeyOf } from './enquiry-counts';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const COUNTRIES = ['Canada', 'Ireland', '', 'Japan'];

/**
 * What every kept count should be, counted from the tables (live enquiries, the funnel's and
 * the offices' keys among them, and open follow-ups).
 */
async function counted(db: Loose): Promise<Record<string, number>> {
  const parts = [...COUNT_KEYS('e'), ...OFFICE_COUNT_KEYS('e'), ...FUNNEL_KEYS('e')].map(
    ([dim, key]) =>
      `select '${dim}' as dim, ${key} as key, count(*) as n from "enquiries" e
       where e."deletedAt" is null group by ${key}`,
  );
  parts.push(`select 'followup' as dim, coalesce(f."nextContactDate", '') as key, count(*) as n
    from followups f where f."doneAt" is null group by coalesce(f."nextContactDate", '')`);
  const r = await sql
    .raw<{ dim: string; key: string; n: unknown }>(parts.join(' union all '))
    .execute(db);
  return Object.fromEntries(r.rows.map((x) => [`${x.dim}:${x.key}`, Number(x.n)]));
}

/** The kept counts as a reader sums them (keys at 0 left out, as they mean nothing). */
async function kept(db: Loose): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('enquiry_counts')
    .select(['dim', 'key', (eb) => eb.fn.sum('n').as('n')])
    .groupBy(['dim', 'key'])
    .execute();
  return Object.fromEntries(
    rows
      .filter((x) => Number(x.n) !== 0)
      .map((x) => [`${String(x.dim)}:${String(x.key)}`, Number(x.n)]),
  );
}

describe('kept enquiry counts', () => {
  let t: TestApp;
  let admin: string;
  let owners: string[];
  const db = () => t.app.dbHandle.db as unknown as Loose;
  const api = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    owners = await Promise.all([1, 2, 3].map(async () => (await t.createUser('counsellor')).id));
  });
  afterAll(() => t.close());

  it('equal COUNT(*) per status, owner, category, country, day and follow-up date after concurrent writes of every kind', async () => {
    const ids: string[] = [];
    const add = async (n: number) => {
      const staff = n % 2 === 0;
      const res = staff
        ? await api('POST', '/api/enquiries', {
            ...enquiryInput(n),
            consent: undefined,
            source: 'phone',
            assignedTo: owners[n % 3],
            country: COUNTRIES[n % 4],
          })
        : await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(n) });
      expect(res.statusCode).toBe(201);
    };
    await Promise.all(Array.from({ length: 40 }, (_, n) => add(n)));
    const list = await api('GET', '/api/enquiries?limit=100');
    ids.push(...list.json<{ enquiries: { _id: string }[] }>().enquiries.map((e) => e._id));
    expect(ids).toHaveLength(40);

    // Every kind of write at once, on overlapping enquiries: some must lose (409, 404), none 5xx.
    const pick = (k: number) => ids[k % ids.length]!;
    const writes = Array.from({ length: 160 }, (_, k) => {
      const id = pick(k * 7);
      const status = ENQUIRY_STATUSES[k % ENQUIRY_STATUSES.length]!;
      switch (k % 9) {
        case 0:
          return add(100 + k);
        case 1:
          return api('PUT', `/api/enquiries/status/${id}`, { status });
        case 2:
          return api('PUT', `/api/enquiries/${id}`, {
            status,
            category: ENQUIRY_CATEGORIES[k % ENQUIRY_CATEGORIES.length],
            country: COUNTRIES[k % 4],
            assignedTo: k % 4 === 0 ? '' : owners[k % 3],
          });
        case 3:
          return api('PUT', `/api/enquiries/${id}`, { assignedTo: owners[k % 3] });
        case 4:
          return api('PATCH', `/api/enquiries/${id}`);
        case 5:
          return api('POST', `/api/enquiries/${id}/restore`);
        case 6:
          return api('POST', `/api/enquiries/${pick(k * 3)}/merge`, {
            other: id,
            take: ['category', 'country'],
          });
        case 7:
          return api('POST', `/api/enquiries/${id}/contact-log`, {
            note: 'Spoke',
            outcome: 'reached',
            status,
            nextContactDate: `2030-01-${String(1 + (k % 3)).padStart(2, '0')}`,
          });
        default:
          return api('PUT', `/api/enquiries/${id}`, { remarks: `note ${k}` });
      }
    });
    const results = await Promise.all(writes);
    for (const r of results) if (r) expect(r.statusCode, r.body).toBeLessThan(500);

    const truth = await counted(db());
    expect(await kept(db())).toEqual(truth);
    for (const n of Object.values(await kept(db()))) expect(n).toBeGreaterThan(0);

    // The list answers with them, and they equal what the filtered list counts.
    for (const url of [
      '/api/enquiries',
      '/api/enquiries?status=active',
      `/api/enquiries?assignedTo=${owners[0]}`,
      '/api/enquiries?owner=none',
      '/api/enquiries?category=PhD',
      '/api/enquiries?country=Canada',
    ]) {
      const [dim, key] = (() => {
        const k = keptKeyOf(Object.fromEntries(new URL(url, 'http://x').searchParams));
        return k === 'all' || k === null ? ['all', ''] : [k.dim, k.key];
      })();
      const expected =
        dim === 'all'
          ? ENQUIRY_STATUSES.reduce((s, st) => s + (truth[`status:${st}`] ?? 0), 0)
          : (truth[`${dim}:${key}`] ?? 0);
      const res = await api('GET', url);
      expect(res.json<{ count: number }>().count, url).toBe(expected);
    }
  });

  it('fold deltas into one row per key without changing any count (PostgreSQL)', async () => {
    if (t.app.dbHandle.dialect !== 'postgres') return;
    const counts = createEnquiryCounts(t.app.dbHandle);
    const before = await kept(db());
    counts.fold();
    await counts.settled();
    expect(await kept(db())).toEqual(before);
    const rows = await db()
      .selectFrom('enquiry_counts')
      .select(['dim', 'key', (eb) => eb.fn.countAll().as('rows')])
      .groupBy(['dim', 'key'])
      .execute();
    for (const r of rows) expect(Number(r.rows)).toBe(1);
  });
});

describe('which lists a kept count answers', () => {
  it('answers one dimension alone, not searches, the trash or other filters', () => {
    expect(keptKeyOf({ page: 1, limit: 25, order: 'desc', owner: 'all' })).toBe('all');
    expect(keptKeyOf({ status: 'new' })).toEqual({ dim: 'status', key: 'new' });
    expect(keptKeyOf({ owner: 'me', ownerId: 'u1' })).toEqual({ dim: 'owner', key: 'u1' });
    expect(keptKeyOf({ owner: 'none', unassigned: 'yes' })).toEqual({ dim: 'owner', key: '' });
    expect(keptKeyOf({ assignedTo: 'u1', owner: 'me', ownerId: 'u1' })).toEqual({
      dim: 'owner',
      key: 'u1',
    });
    expect(keptKeyOf({ deleted: false, country: 'Canada' })).toEqual({
      dim: 'country',
      key: 'Canada',
    });
    for (const q of [
      { q: 'tara' },
      { deleted: true },
      { status: 'new', category: 'PhD' },
      { assignedTo: '' },
      { assignedTo: 'u1', owner: 'none' },
      { from: '2026-01-01' },
      { contacted: 'no' },
      { intake: 'i1' },
    ])
      expect(keptKeyOf(q), JSON.stringify(q)).toBeNull();
  });
});
