import type { Db } from '../../db/database';

/** A document type students may still send (not retired), by id. */
export const offeredType = (db: Db, typeId: string) =>
  db
    .selectFrom('document_types')
    .select(['id', 'name'])
    .where('id', '=', typeId)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();

/** A live student (enquiry) and who owns it, by id. */
export const liveStudent = (db: Db, id: string) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'assignedTo'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
