import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  DOCUMENT_MESSAGES as M,
  DocumentTypeCreateSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeSchema,
  DocumentTypeUpdateSchema,
  DocumentTypesSchema,
  IdParamsSchema,
  PERMISSIONS,
  documentsResource,
  type DocumentType,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { DocumentTypeRow } from '../../db/schema';
import { guardUnique } from '../../lib/crud/constraints';
import { conflict, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';

const tags = ['documents'];
const path = documentsResource.typesPath;
const toType = (r: DocumentTypeRow): DocumentType => ({
  _id: r.id,
  name: r.name,
  position: Number(r.position),
  retiredAt: r.retiredAt,
});

/** The unique index's answer (409) when two requests send one new name at once. */
const taken = { name: M.typeNameTaken };

/** A name no other type has (case aside), else 409. */
async function assertFreeName(db: Db, name: string, except?: string) {
  let q = db
    .selectFrom('document_types')
    .select('id')
    .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase());
  if (except) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw conflict(M.typeNameTaken, { name: M.typeNameTaken });
}

/** Settings → Document types: admins add, rename and retire; staff read. */
export function documentTypesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.documentTypes.read };
  const write = { access: PERMISSIONS.documentTypes.write };
  const one = async (id: string) => {
    const row = await db
      .selectFrom('document_types')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(M.typeNotFound);
    return row;
  };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Document types in order (retired ones with retired=true)',
        querystring: DocumentTypeListQuerySchema,
        response: { 200: DocumentTypesSchema },
      },
    },
    async (req) => {
      let q = db.selectFrom('document_types').selectAll().orderBy('position').orderBy('name');
      if (!req.query.retired) q = q.where('retiredAt', 'is', null);
      return { data: (await q.execute()).map(toType) };
    },
  );

  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a document type (last in the list)',
        body: DocumentTypeCreateSchema,
        response: { 201: DocumentTypeSchema },
      },
    },
    async (req, reply) => {
      await assertFreeName(db, req.body.name);
      const last = await db
        .selectFrom('document_types')
        .select((eb) => eb.fn.max<number>('position').as('p'))
        .executeTakeFirst();
      const at = now();
      const row = {
        id: newId(),
        name: req.body.name,
        position: Number(last?.p ?? 0) + 1,
        retiredAt: null,
        createdAt: at,
        updatedAt: at,
      };
      await guardUnique(taken, () => db.insertInto('document_types').values(row).execute());
      return reply.status(201).send(toType(row));
    },
  );

  app.patch(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename a document type, retire it or bring it back',
        params: IdParamsSchema,
        body: DocumentTypeUpdateSchema,
        response: { 200: DocumentTypeSchema },
      },
    },
    async (req) => {
      const cur = await one(req.params.id);
      const { name, retired } = req.body;
      if (name !== undefined) await assertFreeName(db, name, cur.id);
      const at = now();
      const retiredAt =
        retired === undefined ? cur.retiredAt : retired ? (cur.retiredAt ?? at) : null;
      await guardUnique(taken, () =>
        db
          .updateTable('document_types')
          .set({ name: name ?? cur.name, retiredAt, updatedAt: at })
          .where('id', '=', cur.id)
          .execute(),
      );
      return toType(await one(cur.id));
    },
  );
}
