import type { Transaction } from 'kysely';
import { MESSAGES, type MergeField } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { asText, recordAction, recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { writeTerms } from '../../lib/search/people';
import { scopeOffice } from '../../lib/scope/offices';
import { phoneKeys } from '../../lib/search/terms';
import { moveReferences } from './enquiries.references';

type Trx = Transaction<Database>;
export const MERGE_MESSAGES = {
  self: 'An enquiry cannot be merged into itself',
  deleted: (no: string) => `${no} is deleted: restore it before merging`,
  merged: (no: string, into: string) => `${no} was already merged into ${into}`,
};

/**
 * Both enquiries, locked on PostgreSQL until the merge commits; one outside the viewer's offices
 * is not found (the route's guard checks the kept one, whose path names it; this, the other).
 */
async function load(handle: DbHandle, trx: Trx, id: string) {
  const qb = scopeOffice(trx.selectFrom('enquiries').selectAll().where('id', '=', id), 'officeId');
  const row = await (handle.dialect === 'postgres' ? qb.forUpdate() : qb).executeTakeFirst();
  if (!row) throw notFound(MESSAGES.enquiries.notFound);
  return row;
}

async function refuseGone(trx: Trx, e: EnquiryRow) {
  if (e.deletedAt === null) return;
  if (e.mergedInto === null) throw conflict(MERGE_MESSAGES.deleted(e.enqNo));
  const into = await trx
    .selectFrom('enquiries')
    .select('enqNo')
    .where('id', '=', e.mergedInto)
    .executeTakeFirst();
  throw conflict(MERGE_MESSAGES.merged(e.enqNo, into?.enqNo ?? e.mergedInto));
}

/** The kept enquiry takes the named fields from the other where the other has a value. */
async function takeFields(
  trx: Trx,
  kept: EnquiryRow,
  other: EnquiryRow,
  take: MergeField[],
  by: string,
) {
  const given = Object.fromEntries(
    take.filter((f) => asText(other[f]) !== null).map((f) => [f, other[f]]),
  );
  const target = { kind: 'enquiry', recordId: kept.id, enquiryId: kept.id } as const;
  const changes = await recordUpdate(trx, target, kept, given, by);
  if (Object.keys(changes).length === 0) return;
  const next = { ...kept, ...changes };
  await trx
    .updateTable('enquiries')
    .set({ ...changes, ...phoneKeys(next.mobile), updatedAt: now() })
    .where('id', '=', kept.id)
    .execute();
  await writeTerms(trx, 'enquiry', kept.id, [next.fName, next.lName], next.email);
}

/**
 * Merges `otherId` into `keptId` in one transaction: fields taken, every reference moved
 * (enquiries.references.ts), the other soft-deleted pointing at the kept one, the merge
 * recorded in the kept one's history.
 */
export async function mergeEnquiries(
  handle: DbHandle,
  keptId: string,
  body: { other: string; take: MergeField[] },
  by: string,
): Promise<void> {
  if (keptId === body.other) throw badRequest(MERGE_MESSAGES.self, { other: MERGE_MESSAGES.self });
  await handle.db.transaction().execute(async (trx) => {
    // Locked in id order, so two merges of the same pair cannot wait on each other.
    const [a, b] = [keptId, body.other].sort();
    const rows = [await load(handle, trx, a as string), await load(handle, trx, b as string)];
    const kept = rows.find((r) => r.id === keptId) as EnquiryRow;
    const other = rows.find((r) => r.id === body.other) as EnquiryRow;
    await refuseGone(trx, kept);
    await refuseGone(trx, other);
    await takeFields(trx, kept, other, body.take, by);
    await moveReferences(trx, other.id, kept.id);
    const t = now();
    const r = await trx
      .updateTable('enquiries')
      .set({ deletedAt: t, mergedInto: kept.id, updatedAt: t })
      .where('id', '=', other.id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (r.numUpdatedRows !== 1n)
      throw new AppError(409, 'conflict', MERGE_MESSAGES.deleted(other.enqNo));
    const target = { kind: 'enquiry', recordId: kept.id, enquiryId: kept.id } as const;
    await recordAction(trx, target, 'merge', by, { from: other.enqNo, to: kept.enqNo });
  });
}
