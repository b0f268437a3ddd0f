import { IN_USE_MESSAGES } from '@studydesk/contract';
import type { DbHandle } from '../db/database';
import type { KeptBy } from '../lib/crud/constraints';
import type { Images } from '../lib/crud/images';

/** What every catalogue and website-content module is built from. */
export type CatalogueDeps = { handle: DbHandle; images: Images };

/**
 * A catalogue record live applications name is kept from its hard delete: they
 * would name nothing. A deleted application does not keep it: its restore checks instead.
 */
export const keptByApplications = (column: keyof typeof IN_USE_MESSAGES): KeptBy[] => [
  { table: 'applications', column, softDeleted: true, message: IN_USE_MESSAGES[column] },
];
