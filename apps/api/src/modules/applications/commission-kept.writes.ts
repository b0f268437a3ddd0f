import { PostgresAdapter, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { foldCommissionGroups } from '../../db/migrations/039-commission-groups';
import { foldCommissionSums } from '../../db/migrations/066-commission-sums';
import { foldCommissionRollup } from '../../db/migrations/070-commission-rollup';
import type { ApplicationRow } from '../../db/schema';
import { applicationRow } from '../dashboard/funnel.fixtures';

/** What the writes pick from: the journey's colleges, intakes, owners, students and offices. */
export type Pool = {
  colleges: string[];
  intakes: (string | null)[];
  owners: (string | null)[];
  students: string[];
  offices: string[];
  countries: string[];
};
type Field =
  | 'stage'
  | 'owner'
  | 'tuition'
  | 'currency'
  | 'college'
  | 'intake'
  | 'invoice'
  | 'receive'
  | 'delete'
  | 'restore'
  | 'purge'
  | 'student';
/** One write as the app makes them (`at` picks an existing row, `v` a value, both modulo). */
export type CommissionWrite =
  | { kind: 'apply'; at: number; stage: string; v: number }
  | { kind: 'edit'; at: number; field: Field; v: number; stage: string }
  | { kind: 'bulk'; from: string; to: string }
  | { kind: 'transfer'; at: number; v: number }
  | { kind: 'rule'; at: number; v: number }
  | { kind: 'currency'; at: number; v: number }
  | { kind: 'country'; at: number; v: number }
  | { kind: 'phase'; at: number; stage: string; phase: 'enrolled' | 'closed' | 'offer' }
  | { kind: 'fold' };

const T = '2026-05-20T10:00:00.000Z';
const TUITIONS = [null, 10000, 12345.67, 9999.995];
const CURRENCIES = [null, 'CAD', 'GBP', 'JPY'];
const AMOUNTS = [null, 1500, 1234.565, 0.01];
const COUNTRY_CURRENCIES = [null, 'CAD', 'JPY', 'KWD'];
const of = <T>(values: readonly T[], i: number) => values[i % values.length]!;

async function nth(db: Db, table: 'enquiries' | 'applications', at: number) {
  const ids = await db.selectFrom(table).select('id').orderBy('id').execute();
  return ids.length === 0 ? undefined : ids[at % ids.length]!.id;
}

/** The columns one field's write sets on an application. */
function changeOf(p: Pool, field: Field, v: number, stage: string): Partial<ApplicationRow> {
  const date = v % 3 === 0 ? null : v % 3 === 1 ? '' : '2026-05-01';
  const fields: Record<Exclude<Field, 'purge'>, Partial<ApplicationRow>> = {
    stage: { stage },
    owner: { assignedTo: of(p.owners, v) },
    tuition: { tuition: of(TUITIONS, v) },
    currency: { currency: of(CURRENCIES, v) },
    college: { college: of(p.colleges, v) },
    intake: { intake: of(p.intakes, v) },
    invoice: { commissionInvoicedDate: date, commissionInvoicedAmount: of(AMOUNTS, v) },
    receive: { commissionReceivedDate: date, commissionReceivedAmount: of(AMOUNTS, v + 1) },
    delete: { deletedAt: T },
    restore: { deletedAt: null },
    student: { enquiry: of(p.students, v) },
  };
  return fields[field as Exclude<Field, 'purge'>];
}

async function rule(db: Db, college: string, v: number) {
  if (v % 4 === 3) {
    // A rule edited in place (no delete and insert): its value and currency.
    await db
      .updateTable('college_commissions')
      .set((eb) => ({ value: eb('value', '+', 1.5), currency: v % 8 === 3 ? 'JPY' : null }))
      .where('college', '=', college)
      .execute();
    return;
  }
  await db.deleteFrom('college_commissions').where('college', '=', college).execute();
  if (v % 3 === 0) return;
  const [type, value] = v % 3 === 1 ? ['percent', 12.5] : ['fixed', 1200];
  const at = { updatedAt: T, updatedBy: null };
  await db
    .insertInto('college_commissions')
    .values({ college, type, value, currency: v % 2 ? 'GBP' : null, ...at })
    .execute();
}

/** Applies `w` straight to the tables, as any write path would; `id` names what it makes. */
export async function commissionWrite(db: Db, p: Pool, w: CommissionWrite, id: string) {
  if (w.kind === 'apply') {
    const row = {
      ...applicationRow(id, of(p.students, w.at), w.stage, T),
      college: p.colleges[0]!,
    };
    const more = ['owner', 'tuition', 'currency', 'intake', 'invoice'] as const;
    const set = more.map((f) => changeOf(p, f, w.v + w.at, w.stage));
    await db
      .insertInto('applications')
      .values(set.reduce<ApplicationRow>((r, s) => ({ ...r, ...s }), row))
      .execute();
  } else if (w.kind === 'bulk') {
    await db.updateTable('applications').set({ stage: w.to }).where('stage', '=', w.from).execute();
  } else if (w.kind === 'transfer') {
    const e = await nth(db, 'enquiries', w.at);
    if (e)
      await db
        .updateTable('enquiries')
        .set({ officeId: of(p.offices, w.v) })
        .where('id', '=', e)
        .execute();
  } else if (w.kind === 'fold') {
    // PostgreSQL's deltas summed back into one row a group, as a summary does now and then.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await foldCommissionGroups(db as unknown as Kysely<unknown>);
      await foldCommissionSums(db as unknown as Kysely<unknown>);
      await foldCommissionRollup(db as unknown as Kysely<unknown>);
    }
  } else if (w.kind === 'phase') {
    // The stage of an application when there is one: a phase matters to the stages in use.
    const a = await nth(db, 'applications', w.at);
    const on = a ? db.selectFrom('applications').select('stage').where('id', '=', a) : w.stage;
    await db
      .updateTable('application_stages')
      .set({ phase: w.phase })
      .where('key', '=', on)
      .execute();
  } else if (w.kind === 'rule') {
    await rule(db, of(p.colleges, w.at), w.v);
  } else if (w.kind === 'currency') {
    const currency = of(COUNTRY_CURRENCIES, w.v);
    await db
      .updateTable('countries')
      .set({ currency })
      .where('id', '=', of(p.countries, w.at))
      .execute();
  } else if (w.kind === 'country') {
    const country = of(p.countries, w.v);
    await db
      .updateTable('colleges')
      .set({ country })
      .where('id', '=', of(p.colleges, w.at))
      .execute();
  } else {
    const a = await nth(db, 'applications', w.at);
    if (!a) return;
    if (w.field === 'purge') await db.deleteFrom('applications').where('id', '=', a).execute();
    else
      await db
        .updateTable('applications')
        .set(changeOf(p, w.field, w.v, w.stage))
        .where('id', '=', a)
        .execute();
  }
}
