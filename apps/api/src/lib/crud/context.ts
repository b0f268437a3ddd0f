import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PERMISSIONS, type ListEnvelope, type PermissionResource } from '@studydesk/contract';
import { notFound } from '../errors';
import type { Images } from './images';
import type { Repository } from './repository';
import { crudSummary, type CrudOperation } from './summaries';
import { createWrites } from './writes';

/** A resource's CRUD declaration and what its route groups share; the route files import this,
 * never each other. */
export type Row = Record<string, unknown>;
type Obj = z.ZodObject;

export type CrudRoutesOptions<Item extends Row, Create extends Row, Update extends Row> = {
  /** Path under /api, spelled as spec §7 spells it. */
  path: string;
  permission: PermissionResource;
  envelope: ListEnvelope;
  sortable: readonly [string, ...string[]];
  schemas: { item: Obj; create: Obj; update: Obj; filters?: Obj };
  repo: Repository<Item, Create, Update>;
  notFoundMessage: string;
  /**
   * Adds a soft delete at `method url` (e.g. PATCH /blog/:id), POST :id/restore, and the trash
   * as `?deleted=true` on the list (for those who may write).
   */
  softDelete?: { method: 'PATCH' | 'DELETE'; url: string };
  /** The generic routes to register (default all); a module writes the others itself. */
  only?: readonly CrudRoute[];
  /** Where the hard delete lives (default DELETE path/:id). */
  removeUrl?: string;
  /** Checks a record before its hard delete; throws to refuse (spec §5: "Cannot delete India"). */
  beforeRemove?: (item: Item) => void;
  /** Adds GET path/count → {count} (never negative). */
  count?: boolean;
  /** Adds DELETE path: deletes every record → {deleted, count: 0}. */
  removeAll?: boolean;
  /** The record's multipart `image` goes through this pipeline (stored, replaced, removed). */
  images?: Images;
  /** Shapes a validated body before it is written (e.g. sanitising rich text). */
  prepare?: (body: Row, mode: 'create' | 'update') => Row;
  /** A boolean column: callers without a session only see records where it is true. */
  publicWhen?: string;
};
export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'remove';
export type CrudContext<Item extends Row, Create extends Row, Update extends Row> = ReturnType<
  typeof context<Item, Create, Update>
>;

export function context<Item extends Row, Create extends Row, Update extends Row>(
  parent: FastifyInstance,
  o: CrudRoutesOptions<Item, Create, Update>,
) {
  const access = PERMISSIONS[o.permission];
  return {
    app: parent.withTypeProvider<ZodTypeProvider>(),
    o,
    access,
    read: { access: access.read },
    write: { access: access.write },
    /** Tags and summary of one generic route in the OpenAPI document. */
    doc: (op: CrudOperation) => ({ tags: [o.permission], summary: crudSummary(o.path, op) }),
    byId: `${o.path}/:id`,
    has: (r: CrudRoute) => !o.only || o.only.includes(r),
    /** What an anonymous caller may see (`{visible: true}`); staff see everything. */
    publicOnly: (req: { auth: unknown }): Row =>
      o.publicWhen !== undefined && !req.auth ? { [o.publicWhen]: true } : {},
    found: (x: Item | undefined): Item => {
      if (x === undefined) throw notFound(o.notFoundMessage);
      return x;
    },
    writes: createWrites(o.repo, o.images),
    /** Who is writing (history's "by"): the session's user. */
    by: (req: { auth: { user: { _id: string } } | null }) => req.auth?.user._id ?? null,
  };
}
