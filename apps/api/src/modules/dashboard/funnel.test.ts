import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNNEL_DIMENSIONS,
  type DashboardFunnel,
  type FunnelDimension,
  type FunnelRow,
} from '@studydesk/contract';
import { signIn } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { seedFunnel } from './funnel.fixtures';

const RANGE = 'from=2026-03-01&to=2026-03-31';
type Counts = [number, number, number, number, number, number, number];
const counts = (r: FunnelRow | undefined) => r?.steps.map((s) => s.count);

describe('GET /api/dashboard/funnel', () => {
  let t: TestApp;
  let admin: string;
  let asha: { id: string; token: string };
  let raviId: string;

  const get = async (token: string, q: string) =>
    t.app.inject({ url: `/api/dashboard/funnel?${q}`, headers: bearer(token) });
  const funnel = async (token: string, by: FunnelDimension) => {
    const res = await get(token, `${RANGE}&by=${by}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DashboardFunnel>();
  };
  const byKey = (f: DashboardFunnel) => new Map(f.rows.map((r) => [r.key, counts(r)]));
  /** Every figure of the funnel equals the enquiries list's count through its link. */
  const linksAgree = async (token: string, f: DashboardFunnel) => {
    for (const row of [f.total, ...f.rows])
      for (const s of row.steps) {
        const res = await t.app.inject({
          url: `/api/enquiries?${new URLSearchParams(s.link).toString()}&limit=1`,
          headers: bearer(token),
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ count: number }>().count, `${row.label} ${s.step}`).toBe(s.count);
      }
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const a = await t.createUser('counsellor');
    asha = { id: a.id, token: await signIn(t, a.email, a.password) };
    raviId = (await t.createUser('counsellor')).id;
    await seedFunnel(t.app.dbHandle.db, asha.id, raviId);
  });
  afterAll(() => t.close());

  it('by source: each step as distinct students, worked out by hand, with conversions', async () => {
    const f = await funnel(admin, 'source');
    expect(counts(f.total)).toEqual([7, 6, 4, 3, 2, 2, 1] satisfies Counts);
    expect(f.total.steps.map((s) => s.conversion)).toEqual([
      null,
      0.8571,
      0.6667,
      0.75,
      0.6667,
      1,
      0.5,
    ]);
    expect(f.rows.map((r) => r.key)).toEqual(['google', 'form', 'phone']);
    expect(byKey(f)).toEqual(
      new Map<string | null, Counts>([
        ['google', [5, 5, 4, 3, 2, 2, 1]],
        ['form', [1, 1, 0, 0, 0, 0, 0]],
        ['phone', [1, 0, 0, 0, 0, 0, 0]],
      ]),
    );
    expect(f.rows[2]!.steps[2]!.conversion).toBeNull();
    await linksAgree(admin, f);
  });

  it('by campaign, counsellor, country and intake, "Not given" rows included', async () => {
    const spring: Counts = [4, 4, 3, 2, 1, 1, 1];
    const want: Record<Exclude<FunnelDimension, 'source'>, [string | null, Counts][]> = {
      campaign: [
        ['spring', spring],
        [null, [2, 1, 0, 0, 0, 0, 0]],
        ['autumn', [1, 1, 1, 1, 1, 1, 0]],
      ],
      counsellor: [
        [asha.id, spring],
        [raviId, [2, 2, 1, 1, 1, 1, 0]],
        [null, [1, 0, 0, 0, 0, 0, 0]],
      ],
      country: [
        ['Canada', spring],
        [null, [2, 1, 0, 0, 0, 0, 0]],
        ['UK', [1, 1, 1, 1, 1, 1, 0]],
      ],
      intake: [
        [null, [5, 4, 2, 1, 0, 0, 0]],
        ['September 2026', [2, 2, 2, 2, 2, 2, 1]],
      ],
    };
    for (const [by, rows] of Object.entries(want)) {
      const f = await funnel(admin, by as FunnelDimension);
      expect(byKey(f), by).toEqual(new Map(rows));
      expect(counts(f.total), by).toEqual([7, 6, 4, 3, 2, 2, 1]);
      const blank = f.rows.find((r) => r.key === null)!;
      expect(blank.label).toBe(by === 'counsellor' ? 'Unassigned' : 'Not given');
      await linksAgree(admin, f);
    }
  });

  it('a counsellor sees their own enquiries only, and their links say owner=me', async () => {
    for (const by of FUNNEL_DIMENSIONS) {
      const f = await funnel(asha.token, by);
      expect(counts(f.total), by).toEqual([4, 4, 3, 2, 1, 1, 1]);
      expect(f.total.steps[0]!.link).toMatchObject({ owner: 'me' });
      await linksAgree(asha.token, f);
    }
    const mine = await funnel(asha.token, 'counsellor');
    expect(mine.rows.map((r) => r.label)).toEqual(['counsellor Tester']);
  });

  it('bad query parameters get 400, never 5xx; an editor gets 403', async () => {
    for (const q of [
      'by=planet',
      'from=2026-13-01',
      'to=yesterday',
      'from=2026-03-31&to=2026-03-01',
      'by=source&by=campaign',
      'from=',
    ])
      expect((await get(admin, q)).statusCode, q).toBe(400);
    for (const q of ['reached=rejected', 'notGiven=planet', 'reached=Offer'])
      expect(
        (await t.app.inject({ url: `/api/enquiries?${q}`, headers: bearer(admin) })).statusCode,
        q,
      ).toBe(400);
    expect((await get(await t.tokenFor('editor'), RANGE)).statusCode).toBe(403);
    const all = await get(admin, 'by=country');
    expect(all.statusCode).toBe(200);
    expect(counts(all.json<DashboardFunnel>().total)).toEqual([9, 8, 5, 4, 3, 3, 2]);
  });
});
