import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '../../db/migrations/020-applications';
import { runAsViewer, type OfficeViewer } from '../../lib/scope/offices';
import { recountedHistory } from '../../test/forecast-recount';
import { officeHelpers } from '../../test/offices';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import type { Pool } from '../applications/commission-kept.writes';
import type { TestApp } from '../../test/harness';
import { forecastWrite, type ForecastWrite } from './forecast-kept.writes';
import { forecast } from './money.forecast';

const STAGES = DEFAULT_STAGES.map(([key]) => key);
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const FIELDS = ['stage', 'college', 'intake', 'receive', 'delete', 'restore', 'purge', 'student'];

/** Writes of every kind that moves the forecast's history: the app's and the tables' own. */
const writeArb: fc.Arbitrary<ForecastWrite> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ at: fc.nat(), stage: pick(STAGES), v: fc.nat(), first: fc.boolean() })
      .map(({ first, ...w }) => ({
        kind: 'commission' as const,
        w: { kind: 'apply' as const, ...w },
        historyFirst: first,
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ at: fc.nat(), v: fc.nat(), stage: pick(STAGES), field: pick(FIELDS) })
      .map((w) => ({
        kind: 'commission' as const,
        w: { kind: 'edit' as const, ...w, field: w.field as 'stage' },
      })),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      ...{ at: fc.nat(), stage: pick(STAGES), day: fc.nat() },
    }),
  },
  fc
    .record({ from: pick(STAGES), to: pick(STAGES) })
    .map((w) => ({ kind: 'commission' as const, w: { kind: 'bulk' as const, ...w } })),
  fc
    .record({ at: fc.nat(), v: fc.nat() })
    .map((w) => ({ kind: 'commission' as const, w: { kind: 'transfer' as const, ...w } })),
  fc
    .record({ at: fc.nat(), v: fc.nat() })
    .map((w) => ({ kind: 'commission' as const, w: { kind: 'rule' as const, ...w } })),
  fc
    .record({
      at: fc.nat(),
      v: fc.nat(),
      kind: fc.constantFrom('currency' as const, 'country' as const),
    })
    .map((w) => ({ kind: 'commission' as const, w })),
  fc.record({
    kind: fc.constant('history' as const),
    ...{ at: fc.nat(), stage: pick(STAGES) },
    op: pick(['forget-one', 'forget-all', 'rehome'] as const),
  }),
  fc.record({
    kind: fc.constant('phase' as const),
    stage: pick(STAGES),
    phase: pick(['enrolled', 'closed', 'offer'] as const),
  }),
  fc.constant({ kind: 'fold' as const }),
);

/** Every run starts from three students decided (two enrolled, one paid) and one open. */
const START: ForecastWrite[] = [0, 1, 2, 3].flatMap((at) => [
  { kind: 'commission', w: { kind: 'apply', at, stage: 'shortlisted', v: at } },
  { kind: 'move', at, stage: 'submitted', day: at + 1 },
]);
const DECIDE: ForecastWrite[] = [
  { kind: 'move', at: 0, stage: 'enrolled', day: 3 },
  { kind: 'move', at: 1, stage: 'enrolled', day: 4 },
  { kind: 'move', at: 2, stage: 'rejected', day: 5 },
];

describe('the forecast from kept stage paths equals one from the whole history', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));

  it('after any sequence of applications, moves, deferrals, merges, deletions, rules and phases', async () => {
    const db = t.app.dbHandle.db;
    const offices = officeHelpers(t, j.admin);
    const branch = await offices.office('Branch');
    const head = (await offices.list()).find((o) => o._id !== branch._id)!;
    const pool: Pool = {
      colleges: Object.values(j.colleges),
      intakes: [null, j.intakes.september, j.intakes.january, j.intakes.harbour],
      owners: [null, j.asha.id, j.ravi.id],
      students: Object.values(j.students).map((s) => s._id),
      offices: [head._id, branch._id],
      countries: [j.canada, j.elsewhere],
    };
    const viewers: (OfficeViewer | null)[] = [null, { role: 'manager', offices: [branch._id] }];
    let n = 0;
    let decided = 0;
    let paid = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 5, maxLength: 60 }), async (writes) => {
        await db.deleteFrom('applications').execute();
        await db.deleteFrom('application_stage_changes').execute();
        for (const [key, , phase] of DEFAULT_STAGES)
          await db
            .updateTable('application_stages')
            .set({ phase })
            .where('key', '=', key)
            .execute();
        for (const w of [...START, ...DECIDE, ...writes])
          await forecastWrite(db, pool, w, `f${n++}`);
        for (const viewer of viewers) {
          const q = { today: '2026-06-15' };
          const [kept, recounted] = await runAsViewer(viewer, () =>
            Promise.all([forecast(db, q), forecast(db, q, recountedHistory)]),
          );
          expect(kept, viewer?.role ?? 'admin').toEqual(recounted);
          decided = Math.max(decided, ...kept.stages.map((s) => s.decided));
          paid = Math.max(paid, (await recountedHistory.commissionReceipts(db)).length);
        }
      }),
      { numRuns: 30 },
    );
    // The runs compared forecasts with decided applications in them, not only empty ones.
    expect(decided).toBeGreaterThan(1);
    expect(paid).toBeGreaterThan(0);
  });
});
