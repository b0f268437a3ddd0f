import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  IMPORTS_PATH as path,
  IdParamsSchema,
  ImportCreateFieldsSchema,
  ImportSchema,
  ImportUpdateSchema,
  IMPORT_MAX_BYTES,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { assertMayImport, notNow, stateMessages, visibleImport } from './imports.access';
import { failedCsv } from './imports.failed';
import { importListRoute } from './imports.list';
import { refuse } from './imports.limits';
import type { ImportRunner } from './imports.runner';
import { createImport, displayName, updateImport } from './imports.service';
import { find, toApi } from './imports.store';
import { FINISHED, undoable, undoImport } from './imports.undo';

const tags = ['imports'];
const NO_FILE = 'Choose a CSV or XLSX file to import';

/** Imports from CSV and XLSX: upload and check, adjust, run, result, undo. */
export function importsRoutes(parent: FastifyInstance, deps: { db: Db; runner: ImportRunner }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, runner } = deps;
  const answer = async (id: string) => toApi((await find(db, id))!);
  importListRoute(app, db);

  app.post(
    path,
    {
      config: { uploads: { maxBytes: IMPORT_MAX_BYTES, tooLarge: refuse.tooBig() } },
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX (field `file`) and check it: mapping, errors, duplicates',
        consumes: ['multipart/form-data'],
        body: ImportCreateFieldsSchema,
        response: { 200: ImportSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (req) => {
      const { resource } = req.body;
      assertMayImport(req, resource);
      const file = req.uploads?.file;
      if (!file) throw badRequest(NO_FILE, { file: NO_FILE });
      const by = requireAuth(req).user._id;
      const name = displayName(req.uploadNames?.file);
      return answer(await createImport(db, { resource, file, name, by }));
    },
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'An import: its check, progress and result',
        params: IdParamsSchema,
        response: { 200: ImportSchema },
      },
    },
    async (req) => toApi(await visibleImport(db, req, req.params.id)),
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Change the mapping or the duplicate choices; answers the check again',
        params: IdParamsSchema,
        body: ImportUpdateSchema,
        response: { 200: ImportSchema, 409: ApiErrorSchema },
      },
    },
    async (req) =>
      toApi(await updateImport(db, await visibleImport(db, req, req.params.id), req.body)),
  );

  app.post(
    `${path}/:id/run`,
    {
      schema: {
        tags,
        summary: 'Start writing the valid rows, in the background (poll GET for progress)',
        params: IdParamsSchema,
        response: { 202: ImportSchema, 409: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const imp = await visibleImport(db, req, req.params.id);
      if (!(await runner.start(imp.id))) throw notNow(stateMessages.notChecked);
      return reply.status(202).send(await answer(imp.id));
    },
  );

  app.get(
    `${path}/:id/failed`,
    {
      schema: {
        tags,
        summary: 'The rows that failed, as CSV: the original columns and an Error column',
        params: IdParamsSchema,
        produces: ['text/csv'],
        response: { 409: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const imp = await visibleImport(db, req, req.params.id);
      if (imp.state === 'checked') throw notNow(stateMessages.notRun);
      const base = imp.name.replace(/\.(csv|xlsx|txt)$/i, '').replace(/["\\]/g, '') || 'import';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${base}-failed.csv"`)
        .send(Readable.from(failedCsv(db, imp)) as never); // a stream: no body schema
    },
  );

  app.post(
    `${path}/:id/undo`,
    {
      schema: {
        tags,
        summary: 'Undo a finished import (within 7 days): its records removed, its fills reverted',
        params: IdParamsSchema,
        response: { 200: ImportSchema, 409: ApiErrorSchema },
      },
    },
    async (req) => {
      const imp = await visibleImport(db, req, req.params.id);
      if (!FINISHED.includes(imp.state)) throw notNow(stateMessages.notDone);
      if (!undoable(imp)) throw notNow(stateMessages.tooLate);
      if (!(await undoImport(db, imp, requireAuth(req).user._id)))
        throw notNow(stateMessages.notDone);
      return answer(imp.id);
    },
  );
}
