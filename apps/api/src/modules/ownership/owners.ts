import type { Kysely } from 'kysely';
import {
  MESSAGES,
  OWNER_FIELD_MESSAGE,
  OWNER_ROLES,
  ownerOfficeMessage,
} from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';

type Db = Kysely<Database>;
/** The office of the record being given an owner; read only when an owner is named. */
export type OfficeOf = () => Promise<string | undefined>;

/** The office of enquiry `id` (undefined when there is none: its route answers 404). */
export const enquiryOffice =
  (db: Db, id: string): OfficeOf =>
  async () =>
    (await db.selectFrom('enquiries').select('officeId').where('id', '=', id).executeTakeFirst())
      ?.officeId;

/** The office of call request `id`. */
export const contactOffice =
  (db: Db, id: string): OfficeOf =>
  async () =>
    (await db.selectFrom('contacts').select('officeId').where('id', '=', id).executeTakeFirst())
      ?.officeId;

/**
 * 400 (naming the field) unless `id`, when given, is an active admin's, manager's or
 * counsellor's who works in the record's office: an owner outside it could not even open the
 * record (the office scope hides it), so the record would sit with nobody able to work it.
 */
export async function assertOwner(db: Db, id: string | null | undefined, officeOf: OfficeOf) {
  if (!id) return;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('userType', 'in', OWNER_ROLES)
    .executeTakeFirst();
  if (!user) throw badRequest(MESSAGES.validation, { assignedTo: OWNER_FIELD_MESSAGE });
  const officeId = await officeOf();
  if (officeId === undefined) return;
  const office = await db
    .selectFrom('offices')
    .leftJoin('user_offices', (j) =>
      j.onRef('user_offices.officeId', '=', 'offices.id').on('user_offices.userId', '=', id),
    )
    .select(['offices.name', 'user_offices.userId'])
    .where('offices.id', '=', officeId)
    .executeTakeFirst();
  if (office && office.userId === null) {
    const message = ownerOfficeMessage(office.name);
    throw badRequest(message, { assignedTo: message });
  }
}
