import type { Kysely } from 'kysely';
import { IMPORT_UNDO_DAYS } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { actionRow, asText, recordChanges, updateRows } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { writeTerms } from '../../lib/search/people';
import { phoneKeys } from '../../lib/search/terms';
import { keptOf, untouched } from './imports.keep';
import type { Trx } from './imports.writer';
import type { Loaded } from './imports.store';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const BATCH = 1000;
const DAY_MS = 86_400_000;

/** Runs that wrote records: done, or failed part-way (its committed batches stay). */
export const FINISHED = ['done', 'failed'];

/** Whether Undo is still offered: finished, and within 7 days of it. */
export const undoable = (imp: Loaded) =>
  FINISHED.includes(imp.state) &&
  imp.finishedAt !== null &&
  Date.now() <= Date.parse(imp.finishedAt) + IMPORT_UNDO_DAYS * DAY_MS;

/**
 * Its inserted enquiries soft-deleted, each with a delete on its timeline, but those people have
 * worked on since (`untouched`, tested again as each row is deleted, so an edit that commits
 * first wins).
 */
async function removeEnquiries(trx: Trx, imp: Loaded, by: string, t: string) {
  const since = imp.finishedAt ?? t;
  for (;;) {
    const ids = await trx
      .selectFrom('enquiries')
      .select('id')
      .where('importId', '=', imp.id)
      .where('deletedAt', 'is', null)
      .where(untouched(since))
      .limit(BATCH)
      .execute();
    if (ids.length === 0) return;
    const removed = await trx
      .updateTable('enquiries')
      .set({ deletedAt: t, updatedAt: t })
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .where('deletedAt', 'is', null)
      .where(untouched(since))
      .returning('id')
      .execute();
    const about = { from: `Import undone: ${imp.name}` };
    await recordChanges(
      trx,
      removed.map(({ id }) =>
        actionRow({ kind: 'enquiry', recordId: id, enquiryId: id }, 'delete', by, about, t),
      ),
    );
  }
}

/** Its inserted colleges or courses removed (their delete is hard), but those applications name. */
async function removeCatalogue(trx: Trx, imp: Loaded) {
  const table = imp.resource === 'colleges' ? 'colleges' : 'courses';
  const column = imp.resource === 'colleges' ? 'college' : 'course';
  await (trx as unknown as AnyDb)
    .deleteFrom(table)
    .where('importId', '=', imp.id)
    .where('id', 'not in', (trx as unknown as AnyDb).selectFrom('applications').select(column))
    .execute();
}

/** Each record it filled in gets back the values it had, where the import's are still there. */
async function revertFills(trx: Trx, imp: Loaded, by: string, t: string) {
  const fills = await trx
    .selectFrom('import_updates')
    .selectAll()
    .where('importId', '=', imp.id)
    .execute();
  const table = imp.resource as 'enquiries' | 'colleges' | 'courses';
  for (const f of fills) {
    const before = JSON.parse(f.before) as Record<string, unknown>;
    const after = JSON.parse(f.after) as Record<string, unknown>;
    const cur = await (trx as unknown as AnyDb)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', f.recordId)
      .executeTakeFirst();
    if (!cur) continue;
    // A field someone changed since keeps their value.
    const back = Object.fromEntries(
      Object.keys(after)
        .filter((k) => asText(cur[k]) === asText(after[k]))
        .map((k) => [k, before[k] ?? null]),
    );
    if (Object.keys(back).length === 0) continue;
    const keys =
      'mobile' in back && table === 'enquiries' ? phoneKeys(back.mobile as string | null) : {};
    await (trx as unknown as AnyDb)
      .updateTable(table)
      .set({ ...back, ...keys, updatedAt: t })
      .where('id', '=', f.recordId)
      .execute();
    if (table !== 'enquiries') continue;
    const target = { kind: 'enquiry' as const, recordId: f.recordId, enquiryId: f.recordId };
    await recordChanges(trx, updateRows(target, cur, back, by, t).rows);
    if ('email' in back)
      await writeTerms(
        trx,
        'enquiry',
        f.recordId,
        [String(cur.fName), String(cur.lName)],
        (back.email as string | null) ?? null,
      );
  }
}

/** Undoes a done import in one transaction; false when it is no longer done (raced). */
export async function undoImport(db: Db, imp: Loaded, by: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = now();
    const r = await trx
      .updateTable('imports')
      .set({ state: 'undone', undoneAt: t, updatedAt: t })
      .where('id', '=', imp.id)
      .where('state', 'in', FINISHED)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) return false;
    await revertFills(trx, imp, by, t);
    if (imp.resource !== 'enquiries') await removeCatalogue(trx, imp);
    else {
      await removeEnquiries(trx, imp, by, t);
      const kept = await keptOf(trx, imp.id, imp.finishedAt ?? t);
      await trx
        .updateTable('imports')
        .set({ summary: JSON.stringify({ ...imp.check, kept }) })
        .where('id', '=', imp.id)
        .execute();
    }
    return true;
  });
}
