import { FROM_MAIL_DOCUMENT_TYPE } from '@studydesk/contract';
import type { Db } from '../../db/database';

/** A document type students may still send (not retired), by id. */
export const offeredType = (db: Db, typeId: string) =>
  db
    .selectFrom('document_types')
    .select(['id', 'name'])
    .where('id', '=', typeId)
    .where('id', '!=', FROM_MAIL_DOCUMENT_TYPE)
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
