import type { Transaction } from 'kysely';
import { ASSIGNED_EVENT, type AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { newId, now } from '../../lib/ids';
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

/**
 * Records a call request's change of owner. Kept to this one function so the field history
 * (issue 10, "history") can take it over; enquiries record theirs in enquiry_changes.
 */
export async function recordContactOwner(trx: Trx, c: OwnerChange) {
  await trx
    .insertInto('owner_changes')
    .values({
      id: newId(),
      kind: c.kind,
      recordId: c.id,
      from: c.from,
      to: c.to,
      by: c.by,
      at: now(),
    })
    .execute();
}

/** Records an enquiry's change of owner in its field history (the timeline shows it). */
export async function recordEnquiryOwner(trx: Trx, c: OwnerChange) {
  await trx
    .insertInto('enquiry_changes')
    .values({
      id: newId(),
      enquiryId: c.id,
      field: 'assignedTo',
      from: c.from,
      to: c.to,
      by: c.by,
      at: now(),
    })
    .execute();
}

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
