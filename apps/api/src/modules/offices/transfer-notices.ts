import type { Kysely } from 'kysely';
import { TRANSFERRED_EVENT, type TransferredNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { NewEvent } from '../events/event-bus';

/** The moved enquiry and the move, as its notices tell them. */
export type Moved = {
  enquiry: { id: string; enqNo: string; fName: string; lName: string };
  office: { id: string; name: string };
  by: string;
  note: string;
};

/**
 * The bell notices of a transfer: one `transferred` event for each active manager of the office
 * it went to, but not for the person who moved it (they know). Read in the move's transaction,
 * so the notices exist exactly when the move does.
 */
export async function transferNotices(trx: Kysely<Database>, m: Moved): Promise<NewEvent[]> {
  const [managers, mover] = await Promise.all([
    trx
      .selectFrom('users')
      .innerJoin('user_offices', 'user_offices.userId', 'users.id')
      .select('users.id')
      .where('user_offices.officeId', '=', m.office.id)
      .where('users.userType', '=', 'manager')
      .where('users.status', '=', 'active')
      .where('users.id', '<>', m.by)
      .execute(),
    trx.selectFrom('users').select(['fname', 'lname']).where('id', '=', m.by).executeTakeFirst(),
  ]);
  const at = now();
  const base = {
    enquiry: m.enquiry.id,
    no: m.enquiry.enqNo,
    name: fullName(m.enquiry.fName, m.enquiry.lName) ?? m.enquiry.enqNo,
    office: m.office.name,
    by: m.by,
    byName: mover ? fullName(mover.fname, mover.lname) : null,
    note: m.note,
    at,
  };
  return managers.map(({ id }) => ({
    type: TRANSFERRED_EVENT,
    payload: { ...base, to: id } satisfies TransferredNotice,
  }));
}
