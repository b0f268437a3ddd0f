import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';
import type { EventBus } from '../events/event-bus';
import { changeOwner } from './assignment';

type Trx = Transaction<Database>;

/*
 * Whoever first works an unassigned record becomes its owner, recorded as every
 * assignment is (field history, timeline). Each is one guarded update inside the caller's
 * transaction, so of two people working it at once only the first takes it; a record that
 * has an owner (or is gone) is left alone. Taken for oneself, nobody is told.
 */

/** An unassigned enquiry to `by`, who has just logged a contact on it. */
export async function claimEnquiry(trx: Trx, bus: EventBus, id: string, by: string) {
  await giveUnowned(trx, bus, id, by, by);
}

/**
 * An unassigned enquiry to `to`, given by `by` (null: round-robin); false when it has an owner
 * (or is gone), so a caller can follow the owner another request gave it first.
 */
export async function giveUnowned(
  trx: Trx,
  bus: EventBus,
  id: string,
  to: string,
  by: string | null,
) {
  const r = await trx
    .updateTable('enquiries')
    .set({ assignedTo: to, updatedAt: now() })
    .where('id', '=', id)
    .where('assignedTo', 'is', null)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return false;
  const e = await trx
    .selectFrom('enquiries')
    .select(['enqNo', 'fName', 'lName', 'createdAt', 'firstContactAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await changeOwner(trx, bus, {
    kind: 'enquiry',
    id,
    no: e.enqNo,
    name: `${e.fName} ${e.lName}`.trim(),
    from: null,
    to,
    by,
    receivedAt: e.createdAt,
    firstContactAt: e.firstContactAt,
  });
  return true;
}

/** An unassigned call request to `by`, who has just tried calling it (at `at`). */
export async function claimCallRequest(
  trx: Trx,
  bus: EventBus,
  c: { id: string; name: string; createdAt: string },
  by: string,
  at: string,
) {
  const r = await trx
    .updateTable('contacts')
    .set({ assignedTo: by })
    .where('id', '=', c.id)
    .where('assignedTo', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) return;
  await changeOwner(trx, bus, {
    kind: 'contact',
    id: c.id,
    no: null,
    name: c.name,
    from: null,
    to: by,
    by,
    receivedAt: c.createdAt,
    firstContactAt: at,
  });
}
