import type { Db } from '../../db/database';
import { enquiryMix } from '../../test/dashboard-fixtures';
import { applicationRow } from './funnel.fixtures';

/** The owners a write may give: unassigned and two counsellors. */
export type Owners = [null, string, string];
type Field = 'owner' | 'campaign' | 'contacted' | 'delete' | 'restore' | 'purge' | 'day';
type Lead = {
  day: string;
  owner: number;
  campaign: string | null;
  utmSource: string | null;
  country: string | null;
  intake: string | null;
  contacted: boolean;
};
/** One write as the app makes them (`at` picks an existing row, modulo how many there are). */
export type FunnelWrite =
  | ({ kind: 'enquiry' } & Lead)
  | { kind: 'edit'; at: number; field: Field; value: number }
  | { kind: 'apply' | 'move'; at: number; stage: string }
  | { kind: 'application'; at: number; op: 'delete' | 'restore' | 'purge' | 'forget-history' }
  | { kind: 'reassign'; before: string; owner: number };

const T = '2026-05-20T10:00:00.000Z';
const CAMPAIGNS = [null, 'spring', 'autumn|2'];

async function nth(db: Db, table: 'enquiries' | 'applications', at: number) {
  const ids = await db.selectFrom(table).select('id').orderBy('id').execute();
  return ids.length === 0 ? undefined : ids[at % ids.length]!.id;
}

async function edit(db: Db, owners: Owners, id: string, field: Field, value: number) {
  const set = (values: Record<string, string | null>) =>
    db.updateTable('enquiries').set(values).where('id', '=', id).execute();
  if (field === 'owner') await set({ assignedTo: owners[value]! });
  if (field === 'campaign') await set({ utmCampaign: CAMPAIGNS[value]! });
  if (field === 'contacted') await set({ firstContactAt: value === 0 ? null : T });
  if (field === 'delete' || field === 'restore')
    await set({ deletedAt: field === 'delete' ? T : null });
  if (field === 'day') await set({ createdAt: `2026-04-${String(value + 10)}T08:00:00.000Z` });
  if (field !== 'purge') return;
  // As a purge does: the student's applications and their history go first.
  const apps = db.selectFrom('applications').select('id').where('enquiry', '=', id);
  await db.deleteFrom('application_stage_changes').where('applicationId', 'in', apps).execute();
  await db.deleteFrom('applications').where('enquiry', '=', id).execute();
  await db.deleteFrom('enquiries').where('id', '=', id).execute();
}

const change = (db: Db, id: string, applicationId: string, from: string | null, to: string) =>
  db
    .insertInto('application_stage_changes')
    .values({ id, applicationId, from, to, by: null, at: T, note: null })
    .execute();

async function application(
  db: Db,
  id: string,
  op: 'delete' | 'restore' | 'purge' | 'forget-history',
) {
  const history = db.deleteFrom('application_stage_changes').where('applicationId', '=', id);
  if (op === 'forget-history') await history.execute();
  if (op === 'purge') {
    await history.execute();
    await db.deleteFrom('applications').where('id', '=', id).execute();
  }
  if (op === 'delete' || op === 'restore')
    await db
      .updateTable('applications')
      .set({ deletedAt: op === 'delete' ? T : null })
      .where('id', '=', id)
      .execute();
}

/** Applies `w` straight to the tables, as any write path would; `id` names what it makes. */
export async function funnelWrite(db: Db, owners: Owners, w: FunnelWrite, id: string) {
  if (w.kind === 'enquiry') {
    const [base] = enquiryMix('2026-03-31', 1);
    await db
      .insertInto('enquiries')
      .values({
        ...base!,
        ...{ id, enqNo: id, createdAt: `${w.day}T09:30:00.000Z`, updatedAt: T },
        ...{ assignedTo: owners[w.owner]!, utmCampaign: w.campaign, utmSource: w.utmSource },
        ...{ country: w.country, preferredIntake: w.intake },
        firstContactAt: w.contacted ? T : null,
        deletedAt: null,
      })
      .execute();
  } else if (w.kind === 'reassign') {
    await db
      .updateTable('enquiries')
      .set({ assignedTo: owners[w.owner]! })
      .where('createdAt', '<', w.before)
      .execute();
  } else if (w.kind === 'edit') {
    const e = await nth(db, 'enquiries', w.at);
    if (e) await edit(db, owners, e, w.field, w.value);
  } else if (w.kind === 'apply') {
    const e = await nth(db, 'enquiries', w.at);
    if (!e) return;
    await db
      .insertInto('applications')
      .values(applicationRow(id, e, w.stage, T))
      .execute();
    await change(db, id, id, null, w.stage);
  } else {
    const a = await nth(db, 'applications', w.at);
    if (!a) return;
    if (w.kind === 'application') return application(db, a, w.op);
    const { stage } = await db
      .selectFrom('applications')
      .select('stage')
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    await db.updateTable('applications').set({ stage: w.stage }).where('id', '=', a).execute();
    await change(db, id, a, stage, w.stage);
  }
}

/** Every student gone, in three statements (their triggers take the counts back to none). */
export async function clearFunnel(db: Db) {
  await db.deleteFrom('application_stage_changes').execute();
  await db.deleteFrom('applications').execute();
  await db.deleteFrom('enquiries').execute();
}
