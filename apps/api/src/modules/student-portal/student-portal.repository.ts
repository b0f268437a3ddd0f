import type { Db } from '../../db/database';

/** A document type students may still send (not retired), by id. */
export const offeredType = (db: Db, typeId: string) =>
  db
    .selectFrom('document_types')
    .select(['id', 'name'])
    .where('id', '=', typeId)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
