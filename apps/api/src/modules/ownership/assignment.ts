import type { Kysely, Transaction } from 'kysely';
import { ASSIGNED_EVENT, type AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { recordChanges, updateRows, type ChangeTarget } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import { assignmentMails } from '../auto-mail/assignment';
import type { EventBus, NewEvent } from '../events/event-bus';
import { enqueueMails } from '../mail/outbox';

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
  /** when the record arrived, and its first contact (null: still waiting), for the notice */
  receivedAt: string;
  firstContactAt: string | null;
};

/** A change of owner as rows of the record's field history (none when the owner stays). */
export function ownerRows(c: OwnerChange, at?: string) {
  const kind = c.kind === 'enquiry' ? 'enquiry' : 'contact';
  const target: ChangeTarget = {
    kind,
    recordId: c.id,
    enquiryId: kind === 'enquiry' ? c.id : null,
  };
  return updateRows(target, { assignedTo: c.from }, { assignedTo: c.to }, c.by, at).rows;
}

/**
 * What the new owners are told: an `assigned` notice for each change to someone other than
 * the person making it (none when left unassigned or taken for oneself). Authors' names are
 * read with one statement however many changes there are.
 */
export async function ownerNotices(
  trx: Kysely<Database>,
  changes: OwnerChange[],
): Promise<AssignedNotice[]> {
  const told = changes.filter((c) => c.to && c.to !== c.by);
  const authors = [...new Set(told.flatMap((c) => (c.by ? [c.by] : [])))];
  const names = new Map(
    authors.length === 0
      ? []
      : (
          await trx
            .selectFrom('users')
            .select(['id', 'fname', 'lname'])
            .where('id', 'in', authors)
            .execute()
        ).map((u) => [u.id, fullName(u.fname, u.lname)]),
  );
  return told.map((c) => ({
    kind: c.kind,
    id: c.id,
    no: c.no,
    name: c.name,
    to: c.to!,
    by: c.by,
    byName: (c.by && names.get(c.by)) ?? null,
    at: now(),
    receivedAt: c.receivedAt,
    firstContactAt: c.firstContactAt,
  }));
}

/** A notice as the event the stream sends to the new owner only. */
export const noticeEvent = (payload: AssignedNotice): NewEvent => ({
  type: ASSIGNED_EVENT,
  payload,
});

/**
 * Tells the new owner, live (an `assigned` event to them only) and by mail, in the
 * caller's transaction.
 */
export async function announceOwner(trx: Trx, bus: EventBus, c: OwnerChange) {
  const notices = await ownerNotices(trx, [c]);
  await bus.appendAll(trx, notices.map(noticeEvent));
  await enqueueMails(trx, await assignmentMails(trx, notices));
}

/** A change of owner recorded in the record's history and told to the new owner. */
export async function changeOwner(trx: Trx, bus: EventBus, c: OwnerChange) {
  await recordChanges(trx, ownerRows(c));
  await announceOwner(trx, bus, c);
}
