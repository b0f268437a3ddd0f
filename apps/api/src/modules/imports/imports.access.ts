import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, type ImportResource } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { assertAccess, requireAuth } from '../../plugins/auth';
import { find, type Loaded } from './imports.store';

const PERMISSION = { enquiries: 'enquiries', colleges: 'colleges', courses: 'courses' } as const;

/** Importing writes records: the resource's own write permission (enquiries: admins, counsellors). */
export const assertMayImport = (req: FastifyRequest, resource: ImportResource) =>
  assertAccess(req, PERMISSIONS[PERMISSION[resource]].write);

export const NOT_FOUND = 'No import with that id';

/** An import its creator or an admin may see (anyone else: 404, as if it did not exist). */
export async function visibleImport(db: Db, req: FastifyRequest, id: string): Promise<Loaded> {
  const { user } = requireAuth(req);
  const imp = await find(db, id);
  if (!imp || (imp.createdBy !== user._id && user.userType !== 'admin')) throw notFound(NOT_FOUND);
  assertMayImport(req, imp.resource as ImportResource);
  return imp;
}

export const notNow = (message: string) => new AppError(409, 'conflict', message);
export const stateMessages = {
  notChecked: 'The import has already been run: its mapping and choices can no longer change',
  notDone: 'Only a finished import can be undone',
  tooLate: 'An import can be undone for 7 days after it finished; this one is older',
  notRun: 'The import has not been run yet: its failed rows are known once it has',
} as const;
