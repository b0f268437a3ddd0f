import { TRANSFER_SAME_OFFICE_MESSAGE, type EnquiryTransfer } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { actionRow, recordChanges, recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { scopeOffice } from '../../lib/scope/offices';

const NO_SUCH_OFFICE = 'Choose an active office';
const NOT_FOUND = 'Enquiry not found';

/**
 * Moves an enquiry to another office, in one transaction. What hangs under it (applications,
 * documents, follow-ups, mail) follows through its row; the call requests converted into it
 * carry their own office and move with it. Its owner stays only if they belong to the new
 * office; the timeline says who moved it, from where to where, and why.
 */
export async function transferEnquiry(
  db: Db,
  id: string,
  body: EnquiryTransfer,
  by: string,
): Promise<{ ownerCleared: string | null }> {
  return db.transaction().execute(async (trx) => {
    const cur = await scopeOffice(
      trx.selectFrom('enquiries').select(['id', 'officeId', 'assignedTo']),
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
    const stays =
      cur.assignedTo !== null &&
      (await trx
        .selectFrom('user_offices')
        .select('userId')
        .where('userId', '=', cur.assignedTo)
        .where('officeId', '=', to.id)
        .executeTakeFirst()) !== undefined;
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
    return { ownerCleared: stays ? null : cur.assignedTo };
  });
}
