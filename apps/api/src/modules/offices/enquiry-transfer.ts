import { TRANSFER_SAME_OFFICE_MESSAGE, type EnquiryTransfer } from '@studydesk/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { actionRow, recordChanges, recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { scopeOffice } from '../../lib/scope/offices';
import type { EventBus } from '../events/event-bus';
import { transferNotices } from './transfer-notices';

const NO_SUCH_OFFICE = 'Choose an active office';
const NOT_FOUND = 'Enquiry not found';

/** Whether `userId` (when there is one) works in `officeId`. */
const worksIn = async (trx: Kysely<Database>, userId: string | null, officeId: string) =>
  userId !== null &&
  (await trx
    .selectFrom('user_offices')
    .select('userId')
    .where('userId', '=', userId)
    .where('officeId', '=', officeId)
    .executeTakeFirst()) !== undefined;

/**
 * Moves an enquiry to another office, in one transaction. What hangs under it (applications,
 * documents, follow-ups, mail) follows through its row; the call requests converted into it
 * carry their own office and move with it. Its owner stays only if they belong to the new
 * office; the timeline says who moved it, from where to where, and why; the new office's
 * managers are told on their bells (delivered once the caller's `bus.afterCommit()` runs).
 */
export async function transferEnquiry(
  db: Db,
  bus: EventBus,
  id: string,
  body: EnquiryTransfer,
  by: string,
): Promise<{ ownerCleared: string | null }> {
  return db.transaction().execute(async (trx) => {
    const cur = await scopeOffice(
      trx
        .selectFrom('enquiries')
        .select(['id', 'officeId', 'assignedTo', 'enqNo', 'fName', 'lName']),
      'enquiries.officeId',
    )
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!cur) throw notFound(NOT_FOUND);
    const offices = await trx
      .selectFrom('offices')
      .select(['id', 'name', 'retiredAt'])
      .where('id', 'in', [cur.officeId, body.office])
      .execute();
    const to = offices.find((o) => o.id === body.office && o.retiredAt === null);
    if (!to) throw badRequest(NO_SUCH_OFFICE, { office: NO_SUCH_OFFICE });
    if (to.id === cur.officeId)
      throw badRequest(TRANSFER_SAME_OFFICE_MESSAGE, { office: TRANSFER_SAME_OFFICE_MESSAGE });
    const stays = await worksIn(trx, cur.assignedTo, to.id);
    const t = now();
    await trx
      .updateTable('enquiries')
      .set({ officeId: to.id, updatedAt: t, ...(stays ? {} : { assignedTo: null }) })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('contacts')
      .set({ officeId: to.id })
      .where('enquiryId', '=', id)
      .execute();
    const from = offices.find((o) => o.id === cur.officeId)?.name ?? null;
    const target = { kind: 'enquiry', recordId: id, enquiryId: id } as const;
    await recordChanges(trx, [
      { ...actionRow(target, 'transfer', by, { from, to: to.name }, t), field: body.note },
    ]);
    if (!stays && cur.assignedTo) await recordUpdate(trx, target, cur, { assignedTo: null }, by);
    const moved = { enquiry: cur, office: to, by, note: body.note };
    await bus.appendAll(trx, await transferNotices(trx, moved));
    return { ownerCleared: stays ? null : cur.assignedTo };
  });
}
