import { PostgresAdapter, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { foldStagePaths } from '../../db/migrations/065-stage-paths';
import { foldCommissionSums } from '../../db/migrations/066-commission-sums';
import {
  commissionWrite,
  type CommissionWrite,
  type Pool,
} from '../applications/commission-kept.writes';

/** One write the forecast's history sees: a commission write, or one to the stage history. */
export type ForecastWrite =
  | { kind: 'commission'; w: CommissionWrite; historyFirst?: boolean }
  | { kind: 'move'; at: number; stage: string; day: number }
  | { kind: 'history'; at: number; op: 'forget-one' | 'forget-all' | 'rehome'; stage: string }
  | { kind: 'phase'; stage: string; phase: 'enrolled' | 'closed' | 'offer' }
  | { kind: 'fold' };

const T = '2026-01-05T10:00:00.000Z';

function nth<T>(rows: T[], at: number) {
  return rows.length === 0 ? undefined : rows[at % rows.length];
}

/** A stage move as the app makes it: the application's stage, then its history row. */
async function move(db: Db, w: Extract<ForecastWrite, { kind: 'move' }>, id: string) {
  const apps = await db.selectFrom('applications').select(['id', 'stage']).orderBy('id').execute();
  const a = nth(apps, w.at);
  if (!a) return;
  // One move in three also records the college's payment (seen once the stage is enrolled).
  const receivedOn = w.day % 3 === 0 ? '2026-11-02' : undefined;
  await db
    .updateTable('applications')
    .set({ stage: w.stage, ...(receivedOn && { commissionReceivedDate: receivedOn }) })
    .where('id', '=', a.id)
    .execute();
  const at = `2026-0${String(1 + (w.day % 9))}-1${String(w.day % 10)}T10:00:00.000Z`;
  await db
    .insertInto('application_stage_changes')
    .values({ id, applicationId: a.id, from: a.stage, to: w.stage, by: null, at, note: null })
    .execute();
}

async function history(db: Db, w: Extract<ForecastWrite, { kind: 'history' }>) {
  const rows = await db
    .selectFrom('application_stage_changes')
    .select(['id', 'applicationId'])
    .orderBy('id')
    .execute();
  const h = nth(rows, w.at);
  if (!h) return;
  const q = db.deleteFrom('application_stage_changes');
  if (w.op === 'forget-one') await q.where('id', '=', h.id).execute();
  if (w.op === 'forget-all') await q.where('applicationId', '=', h.applicationId).execute();
  if (w.op !== 'rehome') return;
  const apps = await db.selectFrom('applications').select('id').orderBy('id').execute();
  const to = nth(apps, w.at + 1);
  if (!to) return;
  await db
    .updateTable('application_stage_changes')
    .set({ applicationId: to.id, to: w.stage })
    .where('id', '=', h.id)
    .execute();
}

type Apply = Extract<CommissionWrite, { kind: 'apply' }>;

/** A new application with its first history row, after it as the app writes it, or before. */
async function apply(db: Db, p: Pool, w: Apply, id: string, historyFirst: boolean) {
  const first = () =>
    db
      .insertInto('application_stage_changes')
      .values({
        id,
        applicationId: id,
        from: null,
        to: w.stage,
        by: null,
        at: T,
        note: null,
      })
      .execute();
  if (historyFirst) await first();
  await commissionWrite(db, p, w, id);
  if (!historyFirst) await first();
}

/** Applies `w` straight to the tables, as any write path would; `id` names what it makes. */
export async function forecastWrite(db: Db, p: Pool, w: ForecastWrite, id: string) {
  if (w.kind === 'commission' && w.w.kind === 'apply')
    await apply(db, p, w.w, id, w.historyFirst === true);
  else if (w.kind === 'commission') await commissionWrite(db, p, w.w, id);
  else if (w.kind === 'move') await move(db, w, id);
  else if (w.kind === 'history') await history(db, w);
  else if (w.kind === 'phase')
    await db
      .updateTable('application_stages')
      .set({ phase: w.phase })
      .where('key', '=', w.stage)
      .execute();
  else if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await foldStagePaths(db as unknown as Kysely<unknown>);
    await foldCommissionSums(db as unknown as Kysely<unknown>);
  }
}
