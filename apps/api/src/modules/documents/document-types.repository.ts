import { DOCUMENT_MESSAGES as M, type DocumentType } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { DocumentTypeRow } from '../../db/schema';
import { createOrderedList } from '../../lib/crud/ordered-list';
import { conflict } from '../../lib/errors';
import { newId, now } from '../../lib/ids';

const toType = (r: DocumentTypeRow): DocumentType => ({
  _id: r.id,
  name: r.name,
  position: Number(r.position),
  retiredAt: r.retiredAt,
});

/**
 * The agency's document types: an ordered settings list, retired rather than deleted, so the
 * documents of a retired type keep it.
 */
export function createDocumentTypes(db: Db) {
  const list = createOrderedList<DocumentTypeRow>(db, {
    table: 'document_types',
    key: 'id',
    orderBy: ['position', 'name'],
    notFound: M.typeNotFound,
    unique: { name: M.typeNameTaken },
  });
  /** A name no other type has (case aside), else 409. */
  const assertFreeName = async (name: string, except?: string) => {
    if (await list.nameTaken(name, except))
      throw conflict(M.typeNameTaken, { name: M.typeNameTaken });
  };

  return {
    list: async (retired: boolean) => (await list.list(!retired)).map(toType),

    /** Last in the list. */
    async add(name: string): Promise<DocumentType> {
      await assertFreeName(name);
      const at = now();
      const row = {
        id: newId(),
        name,
        position: await list.nextPosition(),
        retiredAt: null,
        createdAt: at,
        updatedAt: at,
      };
      await list.add(row);
      return toType(row);
    },

    /** Renamed, retired or brought back, in one write. */
    async update(id: string, changes: { name?: string; retired?: boolean }) {
      const cur = await list.get(id);
      const { name, retired } = changes;
      if (name !== undefined) await assertFreeName(name, cur.id);
      const retiredAt =
        retired === undefined ? cur.retiredAt : retired ? (cur.retiredAt ?? now()) : null;
      return toType(await list.set(cur.id, { name: name ?? cur.name, retiredAt }));
    },
  };
}
