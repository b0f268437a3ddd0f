import type { Transaction } from 'kysely';
import { ASSIGNED_EVENT, type AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { recordUpdate, type ChangeTarget } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';

type Trx = Transaction<Database>;

/** One change of owner: what, from whom to whom, by whom (null: round-robin). */
export type OwnerChange = {
  kind: AssignedNotice['kind'];
  id: string;
  /** the enquiry number; null for a call request */
  no: string | null;
  name: string;
  from: string | null;
  to: string | null;
  by: string | null;
};

/** Records a change of owner in the record's field history (the timeline and details show it). */
async function recordOwner(trx: Trx, c: OwnerChange, enquiryId: string | null) {
  const target = { kind: c.kind === 'enquiry' ? 'enquiry' : 'contact', recordId: c.id, enquiryId };
  await recordUpdate(
    trx,
    target as ChangeTarget,
    { assignedTo: c.from },
    { assignedTo: c.to },
    c.by,
  );
}

/** A call request's change of owner, in its history. */
export const recordContactOwner = (trx: Trx, c: OwnerChange) => recordOwner(trx, c, null);

/** An enquiry's change of owner, in its history (its timeline shows it). */
export const recordEnquiryOwner = (trx: Trx, c: OwnerChange) => recordOwner(trx, c, c.id);

/**
 * Tells the new owner, live: an `assigned` event in the caller's transaction (the stream
 * sends it to that user only). Nothing when the record was left unassigned or someone took
 * it for themselves.
 */
export async function announceOwner(trx: Trx, bus: EventBus, c: OwnerChange) {
  if (!c.to || c.to === c.by) return;
  const author = c.by
    ? await trx
        .selectFrom('users')
        .select(['fname', 'lname'])
        .where('id', '=', c.by)
        .executeTakeFirst()
    : undefined;
  const notice: AssignedNotice = {
    kind: c.kind,
    id: c.id,
    no: c.no,
    name: c.name,
    to: c.to,
    by: c.by,
    byName: author ? fullName(author.fname, author.lname) : null,
    at: now(),
  };
  await bus.append(trx, ASSIGNED_EVENT, notice);
}

/** A change of owner recorded in `record` and told to the new owner. */
export async function changeOwner(
  trx: Trx,
  bus: EventBus,
  c: OwnerChange,
  record: (trx: Trx, c: OwnerChange) => Promise<void>,
) {
  await record(trx, c);
  await announceOwner(trx, bus, c);
}
