import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_DIMENSIONS, type DashboardFunnel, type FunnelDimension } from '@studydesk/contract';
import { DEFAULT_STAGES } from '../../db/migrations/020-applications';
import { signIn } from '../../test/fixtures';
import { recountFunnel } from '../../test/funnel-recount';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { clearFunnel, funnelWrite, type FunnelWrite, type Owners } from './funnel-kept.writes';

const STAGES = DEFAULT_STAGES.map(([key]) => key);
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const day = fc
  .integer({ min: 1, max: 28 })
  .map((d) => `2026-0${(d % 3) + 3}-${String(d).padStart(2, '0')}`);

/** One write of any kind the app makes to enquiries, applications and their stage history. */
const enquiryArb = fc.record({
  kind: fc.constant('enquiry' as const),
  day,
  owner: fc.nat(2),
  campaign: pick([null, '', 'spring', 'autumn|2']),
  utmSource: pick([null, 'google', ' ']),
  country: pick([null, 'Canada', 'UK']),
  intake: pick([null, 'September 2026']),
  contacted: fc.boolean(),
});
const writeArb: fc.Arbitrary<FunnelWrite> = fc.oneof(
  enquiryArb,
  fc.record({
    kind: fc.constant('edit' as const),
    at: fc.nat(),
    field: pick(['owner', 'campaign', 'contacted', 'delete', 'restore', 'purge', 'day'] as const),
    value: fc.nat(2),
  }),
  // Applications weigh more: a student's phases move only through them.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: pick(['apply', 'move'] as const),
      at: fc.nat(),
      stage: pick(STAGES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('application' as const),
      at: fc.nat(),
      op: pick(['delete', 'restore', 'purge', 'forget-history'] as const),
    }),
  },
  fc.record({ kind: fc.constant('reassign' as const), before: day, owner: fc.nat(2) }),
);

describe('the funnel kept by triggers equals a recount from the base tables', () => {
  let t: TestApp;
  let admin: string;
  let owners: Owners;
  let counsellor: string;
  /** The most applied students one funnel showed: the runs compared more than empty funnels. */
  let reachedSeen = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const a = await t.createUser('counsellor');
    const b = await t.createUser('counsellor');
    owners = [null, a.id, b.id];
    counsellor = await signIn(t, a.email, a.password);
  });
  afterAll(() => t.close());

  const asServed = async (token: string, by: FunnelDimension, range: string) => {
    const res = await t.app.inject({
      url: `/api/dashboard/funnel?by=${by}${range}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json<DashboardFunnel>();
    reachedSeen = Math.max(reachedSeen, f.total.steps[2]!.count);
    return new Map(f.rows.map((r) => [r.key, r.steps.map((s) => s.count)]));
  };

  it('after any sequence of inserts, edits, stage moves, deletes, restores and reassignments', async () => {
    const db = t.app.dbHandle.db;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(enquiryArb, { minLength: 2, maxLength: 8 }),
        fc.array(writeArb, { minLength: 5, maxLength: 40, size: 'medium' }),
        day,
        async (leads, writes, from) => {
          await clearFunnel(db);
          for (const w of [...leads, ...writes]) await funnelWrite(db, owners, w, `w${n++}`);
          const to = from.replace(/-0(\d)-/, (_, m: string) => `-0${Math.min(Number(m) + 1, 5)}-`);
          for (const by of FUNNEL_DIMENSIONS)
            for (const [token, owner] of [
              [admin, null],
              [counsellor, owners[1]],
            ] as const)
              for (const range of [{}, { from, to }]) {
                const query = Object.entries(range)
                  .map(([k, v]) => `&${k}=${v}`)
                  .join('');
                const want = await recountFunnel(db, { by, ...range }, owner);
                expect(await asServed(token, by, query), `${by} ${query}`).toEqual(want);
              }
        },
      ),
      { numRuns: 25 },
    );
    expect(reachedSeen).toBeGreaterThan(0);
  });
});
