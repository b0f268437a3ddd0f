import type { Db } from '../../db/database';

/** A live (not deleted) enquiry and who owns it, by id; undefined when there is none. */
export const liveEnquiry = (db: Db, id: string) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'assignedTo'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
