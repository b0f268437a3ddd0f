import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '../../db/migrations/020-applications';
import { runAsViewer, type OfficeViewer } from '../../lib/scope/offices';
import { recountAlike, rollupBothWays } from '../../test/commission-recount';
import { keptSums, reckonedFrom } from './commission.sums';
import { officeHelpers } from '../../test/offices';
import { withJourney, type Journey } from './applications.fixtures';
import { commissionWrite, type CommissionWrite, type Pool } from './commission-kept.writes';
import { summarise, type CommissionFilter } from './commission.summary';
import type { TestApp } from '../../test/harness';

const STAGES = DEFAULT_STAGES.map(([key]) => key);
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const FIELDS = ['stage', 'owner', 'tuition', 'currency', 'college', 'intake'] as const;
const MORE = ['invoice', 'receive', 'delete', 'restore', 'purge', 'student'] as const;

/** One write of any kind the app makes to applications, their students' offices and rules. */
const writeArb: fc.Arbitrary<CommissionWrite> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('apply' as const),
      at: fc.nat(),
      stage: pick(STAGES),
      v: fc.nat(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      ...{ at: fc.nat(), v: fc.nat(), stage: pick(STAGES) },
      field: pick([...FIELDS, ...MORE]),
    }),
  },
  fc.record({ kind: fc.constant('bulk' as const), from: pick(STAGES), to: pick(STAGES) }),
  fc.record({ kind: fc.constant('transfer' as const), at: fc.nat(), v: fc.nat() }),
  // Rules and the catalogue often enough that a rewrite is read before another one hides it.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('rule' as const), at: fc.nat(), v: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('currency' as const), at: fc.nat(), v: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('country' as const), at: fc.nat(), v: fc.nat() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('phase' as const),
      at: fc.nat(),
      stage: pick(STAGES),
      phase: pick(['enrolled', 'closed', 'offer'] as const),
    }),
  },
  fc.record({ kind: fc.constant('fold' as const) }),
);

describe('the commission groups kept by triggers equal a recount from the applications', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));

  it('after any sequence of applications, edits, bulk moves, transfers, rule, country, currency and phase changes and folds', async () => {
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
    const viewers: (OfficeViewer | null)[] = [
      null,
      { role: 'manager', offices: [branch._id] },
      { role: 'counsellor', offices: [head._id] },
    ];
    const filters: CommissionFilter[] = [
      {},
      { owner: j.asha.id },
      { college: j.colleges.lakeside },
      { intakeMonth: 'September', intakeYear: 2031 },
    ];
    // The two countries apart, so a college moved between them changes its commission's currency.
    await db.updateTable('countries').set({ currency: 'CAD' }).where('id', '=', j.canada).execute();
    await db
      .updateTable('countries')
      .set({ currency: 'JPY' })
      .where('id', '=', j.elsewhere)
      .execute();
    let n = 0;
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 5, maxLength: 40 }), async (writes) => {
        await db.deleteFrom('applications').execute();
        for (const [key, , phase] of DEFAULT_STAGES)
          await db
            .updateTable('application_stages')
            .set({ phase })
            .where('key', '=', key)
            .execute();
        for (const w of writes) await commissionWrite(db, pool, w, `k${n++}`);
        const rollup = await rollupBothWays(db);
        expect(rollup.kept, 'the rollup').toEqual(rollup.afresh);
        for (const viewer of viewers)
          for (const f of filters) {
            // The rollup (or, for one owner's, the sums), the sums themselves, and a recount.
            const [kept, sums, recounted] = await runAsViewer(viewer, () =>
              Promise.all([
                summarise(db, f),
                summarise(db, f, keptSums),
                summarise(db, f, reckonedFrom(recountAlike)),
              ]),
            );
            const what = `${viewer?.role ?? 'admin'} ${JSON.stringify(f)}`;
            expect(kept, what).toEqual(recounted);
            expect(sums, what).toEqual(recounted);
            counted = Math.max(counted, ...kept.rows.map((r) => r.applications));
          }
      }),
      { numRuns: 25 },
    );
    // The runs compared summaries with applications in them, not only empty ones.
    expect(counted).toBeGreaterThan(1);
  });
});
