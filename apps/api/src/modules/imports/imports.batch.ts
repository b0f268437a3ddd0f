import { sql } from 'kysely';
import type { DuplicateChoice, ImportResource } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { EventBus } from '../events/event-bus';
import { classify, type Classified } from './imports.check';
import { checkRow } from './imports.rows';
import type { Loaded } from './imports.store';
import { catalogueWriter } from './imports.write-catalogue';
import { enquiryWriter } from './imports.write-enquiries';
import type { ToInsert, Trx, Writer } from './imports.writer';
import type { Lookups } from './imports.values';
import type { SheetRow } from './imports.limits';

export type Counts = { inserted: number; updated: number; skipped: number; failed: number };
export type Failure = { row: number; error: string };
export type Deps = { handle: DbHandle; bus: EventBus };

export const writerFor = (deps: Deps, imp: Loaded): Writer =>
  imp.resource === 'enquiries'
    ? enquiryWriter(deps, imp.id, imp.createdBy)
    : catalogueWriter(imp.resource as 'colleges' | 'courses', imp.id);

const errorText = (r: Classified) => r.errors.map((e) => e.message).join('; ');

/** What a batch will do with each row: insert, fill an existing record, skip, or fail. */
type Plan = {
  inserts: ToInsert[];
  fills: { id: string; n: number; data: Record<string, unknown> }[];
} & {
  counts: Counts;
  failures: Failure[];
};

function planOf(imp: Loaded, rows: Classified[]): Plan {
  const plan: Plan = {
    inserts: [],
    fills: [],
    failures: [],
    counts: { inserted: 0, updated: 0, skipped: 0, failed: 0 },
  };
  const pending = new Map<number, ToInsert>();
  const choice = (n: number) => imp.choiceOf[n] ?? (imp.duplicateDefault as DuplicateChoice);
  for (const r of rows) {
    if (!r.data) {
      plan.failures.push({ row: r.n, error: errorText(r) });
      continue;
    }
    const match = r.matches[0];
    const c = match ? choice(r.n) : null;
    if (c === 'skip') plan.counts.skipped++;
    else if (c === 'fill' && match) {
      const earlier = match.id.startsWith('row:')
        ? pending.get(Number(match.id.slice(4)))
        : undefined;
      if (earlier) {
        // The record it repeats is being written in this batch: its empty fields take these.
        for (const [k, v] of Object.entries(r.data))
          if (earlier.data[k] === undefined) earlier.data[k] = v;
        plan.counts.updated++;
      } else if (match.id.startsWith('row:')) plan.counts.skipped++;
      else plan.fills.push({ id: match.id, n: r.n, data: r.data });
    } else {
      const duplicateOf = match && !match.id.startsWith('row:') ? match.id : undefined;
      const row = { n: r.n, data: { ...r.data }, duplicateOf };
      pending.set(r.n, row);
      plan.inserts.push(row);
    }
  }
  plan.counts.failed = plan.failures.length;
  return plan;
}

/** Checks and classifies a batch's rows against the database as it now stands. */
export async function prepare(deps: Deps, imp: Loaded, rows: SheetRow[], lookups: Lookups) {
  const ctx = {
    resource: imp.resource as ImportResource,
    headers: imp.columns.map((c) => c.header),
    mapping: imp.map,
    defaults: imp.defaults,
    values: imp.values,
    lookups,
  };
  const checked = rows.map((row) => checkRow(ctx, row));
  return planOf(imp, await classify(deps.handle.db, ctx.resource, checked));
}

const savepoint = async <T>(trx: Trx, run: () => Promise<T>): Promise<T> => {
  await sql`savepoint import_row`.execute(trx);
  try {
    const r = await run();
    await sql`release savepoint import_row`.execute(trx);
    return r;
  } catch (e) {
    await sql`rollback to savepoint import_row`.execute(trx);
    throw e;
  }
};

const refusedBy = (e: unknown) =>
  `Not saved: ${e instanceof Error ? e.message.slice(0, 200) : 'the database refused it'}`;

/**
 * Writes a planned batch inside `trx` and answers its counts. Should the batch's statements fail
 * together (a college created meanwhile under the same name), each row is written alone, in a
 * savepoint, and those the database refuses are failed rows with its reason.
 */
export async function write(
  trx: Trx,
  writer: Writer,
  plan: Plan,
  importId: string,
): Promise<Counts> {
  const counts = { ...plan.counts, inserted: 0 };
  const failures = [...plan.failures];
  const fill = async (f: Plan['fills'][number]) => {
    if (await writer.fill(trx, f.id, f.data)) counts.updated++;
    else counts.skipped++;
  };
  try {
    await savepoint(trx, async () => {
      await writer.insert(trx, plan.inserts);
      for (const f of plan.fills) await fill(f);
    });
    counts.inserted = plan.inserts.length;
  } catch {
    Object.assign(counts, { ...plan.counts, inserted: 0 });
    for (const row of plan.inserts)
      await savepoint(trx, () => writer.insert(trx, [row])).then(
        () => counts.inserted++,
        (e: unknown) => failures.push({ row: row.n, error: refusedBy(e) }),
      );
    for (const f of plan.fills)
      await savepoint(trx, () => fill(f)).catch((e: unknown) =>
        failures.push({ row: f.n, error: refusedBy(e) }),
      );
  }
  if (failures.length > 0)
    await trx
      .insertInto('import_failures')
      .values(failures.map((f) => ({ importId, ...f })))
      .execute();
  return { ...counts, failed: failures.length };
}
