import type { FollowUp, FollowUpCreate, FollowUpUpdate } from '@studydesk/contract';
import { MESSAGES, followUpsResource as r } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type Row } from '../../lib/crud/repository';
import { badRequest } from '../../lib/errors';
import { recordAction, recordUpdate } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';

const toRecord = ({ id, fname, lname, enquiryFName, enquiryLName, ...rest }: Row): FollowUp =>
  ({
    _id: id,
    ...rest,
    createdByName: fullName(fname, lname),
    enquiryName: fullName(enquiryFName, enquiryLName),
  }) as FollowUp;

const label = (row: Row) => (typeof row.followUpDetails === 'string' ? row.followUpDetails : '');
/** A follow-up's changes show on its enquiry's timeline (lib/history). */
export const followUpTarget = (recordId: string, enquiryId: string) =>
  ({ kind: 'followUp', recordId, enquiryId }) as const;
const FOLLOW_UP_HISTORY = {
  kind: 'followUp',
  enquiryOf: (row: Row) => String(row.enquiry),
  label,
} as const;

/** Follow-ups with their enquiry's number and name and their author's name joined in. */
export function createFollowUpsRepository(handle: DbHandle, enquiries: EnquiriesRepository) {
  const crud = createRepository<FollowUp, Row, Row>(handle, {
    office: { enquiry: 'followups.enquiry' },
    table: 'followups',
    searchable: ['followUpDetails', 'remarks', 'enquiries.enqNo', 'enquiries.fName'],
    sortable: r.sortable,
    defaultSort: r.defaultSort,
    history: FOLLOW_UP_HISTORY,
    toRecord,
    join: (qb) =>
      qb
        .leftJoin('enquiries', 'enquiries.id', 'followups.enquiry')
        .leftJoin('users', 'users.id', 'followups.createdBy'),
    select: (qb) =>
      qb
        .selectAll('followups')
        .select([
          'enquiries.enqNo',
          'enquiries.fName as enquiryFName',
          'enquiries.lName as enquiryLName',
          'users.fname',
          'users.lname',
        ]),
    filter: (qb, q) => {
      if (typeof q.enquiry === 'string') qb = qb.where('followups.enquiry', '=', q.enquiry);
      const today = typeof q.today === 'string' ? q.today : now().slice(0, 10);
      const op = { today: '=', overdue: '<', upcoming: '>' } as const;
      if (q.due === 'today' || q.due === 'overdue' || q.due === 'upcoming')
        qb = qb.where('followups.nextContactDate', op[q.due], today);
      return qb;
    },
  });

  /** Saves a follow-up and, when it carries a status, moves its enquiry there: one transaction. */
  async function save(
    id: string | null,
    body: FollowUpCreate | FollowUpUpdate,
    by: string,
  ): Promise<FollowUp | undefined> {
    const done = await handle.db.transaction().execute(async (trx) => {
      const t = now();
      const fields = Object.fromEntries(
        Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'enquiry'),
      );
      let enquiryId: string;
      if (id === null) {
        enquiryId = (body as FollowUpCreate).enquiry;
        id = newId();
        await trx
          .insertInto('followups')
          .values({
            id,
            enquiry: enquiryId,
            followUpDetails: '',
            nextContactDate: null,
            status: null,
            remarks: null,
            kind: 'task',
            ...fields,
            createdBy: by,
            createdAt: t,
            updatedAt: t,
          })
          .execute();
        // Booking a follow-up (a reminder) reaches nobody: not a first contact (issue 21).
        await recordAction(trx, followUpTarget(id, enquiryId), 'create', by, { to: label(fields) });
      } else {
        const cur = await trx
          .selectFrom('followups')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!cur) return false;
        enquiryId = cur.enquiry;
        const changes = await recordUpdate(trx, followUpTarget(id, enquiryId), cur, fields, by);
        if (Object.keys(changes).length > 0)
          await trx
            .updateTable('followups')
            .set({ ...changes, updatedAt: t })
            .where('id', '=', id)
            .execute();
      }
      if (body.status && !(await enquiries.moveStatus(trx, enquiryId, body.status, by))) {
        throw badRequest(MESSAGES.validation, { enquiry: MESSAGES.enquiries.notFound });
      }
      return true;
    });
    return done && id ? crud.get(id) : undefined;
  }

  return { ...crud, save };
}
export type FollowUpsRepository = ReturnType<typeof createFollowUpsRepository>;
