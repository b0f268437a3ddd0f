// The commission summary from the kept sums (migration 066) against their rollup (070), side by
// side in one process on the bench's seed: each turn both worked out for the admin and for a
// manager of one office, in alternating order, CPU and wall time apart, and their answers held
// equal; then one application's stage moved with the rollup's triggers and without (its cost on
// the write), the rollup counted afresh after. Medians. BENCH_URL (sqlite:<file>, kept between
// runs and seeded when empty, or a PostgreSQL database's URL), BENCH_ROWS (100000), BENCH_N (21).
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrate';
import {
  createCommissionRollupTriggers,
  dropCommissionRollupTriggers,
  recountCommissionRollup,
} from '../../apps/api/src/db/migrations/070-commission-rollup';
import { runAsViewer, type OfficeViewer } from '../../apps/api/src/lib/scope/offices';
import { summarise } from '../../apps/api/src/modules/applications/commission.summary';
import { keptSums } from '../../apps/api/src/modules/applications/commission.sums';
import { seedScale } from './seed';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const n = Number(process.env.BENCH_N ?? 21);
const handle = openDatabase(process.env.BENCH_URL!);
const db = handle.db;
const raw = db as unknown as Kysely<unknown>;
await migrateToLatest(db);
const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
      .n,
  );
if ((await count('enquiries')) === 0)
  process.stdout.write(`seeded in ${(await seedScale(handle, rows)).toFixed(1)} s\n`);
process.stdout.write(
  `commission_sums ${await count('commission_sums')} rows, commission_rollup ${await count('commission_rollup')}\n`,
);

const office = await db.selectFrom('offices').select('id').orderBy('id').executeTakeFirstOrThrow();
const viewers: [string, OfficeViewer | null][] = [
  ['admin', null],
  ['manager', { role: 'manager', offices: [office.id] }],
];
const moved = await db
  .selectFrom('applications')
  .select(['id', 'stage'])
  .where('stage', '=', 'shortlisted')
  .where('deletedAt', 'is', null)
  .limit(n * 2)
  .execute();

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed = async <T>(f: () => Promise<T>) => {
  const [c, t] = [cpuMs(), performance.now()];
  const value = await f();
  return { value, cpu: cpuMs() - c, wall: performance.now() - t };
};
const times: Record<string, { cpu: number[]; wall: number[] }> = {};
const note = (name: string, r: { cpu: number; wall: number }) => {
  times[name] ??= { cpu: [], wall: [] };
  times[name].cpu.push(r.cpu);
  times[name].wall.push(r.wall);
};
/** Turn by turn, two applications to the next stage, then the same two back. */
const move = (turn: number, k: number) =>
  db
    .updateTable('applications')
    .set({ stage: turn % 2 ? 'shortlisted' : 'preparing' })
    .where('id', '=', moved[(turn - (turn % 2) + k) % moved.length]!.id)
    .execute();

for (let turn = 0; turn < n; turn++) {
  for (const [who, viewer] of viewers) {
    const ways = [
      ['sums', () => summarise(db, {}, keptSums)],
      ['rollup', () => summarise(db, {})],
    ] as const;
    const order = turn % 2 ? [...ways].reverse() : ways;
    const got: unknown[] = [];
    for (const [way, f] of order) {
      const r = await runAsViewer(viewer, () => timed(f));
      note(`${who} from ${way}`, r);
      got.push(r.value);
    }
    if (!isDeepStrictEqual(got[0], got[1])) throw new Error(`${who}: the answers differ`);
  }
  note('stage move with the rollup', await timed(() => move(turn, 0)));
  await dropCommissionRollupTriggers(raw);
  note('stage move without it', await timed(() => move(turn, 1)));
  await createCommissionRollupTriggers(raw);
  await recountCommissionRollup(raw);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, t] of Object.entries(times))
  process.stdout.write(
    `${name}: ${median(t.cpu).toFixed(1)} CPU ms, ${median(t.wall).toFixed(1)} ms wall (median of ${t.cpu.length})\n`,
  );
await handle.close();
