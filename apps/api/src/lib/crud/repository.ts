import { sql, type Kysely } from 'kysely';
import type { ListQuery } from '@studydesk/contract';
import type { Db, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { newId, now } from '../ids';
import { recordAction, recordUpdate, type ChangeKind } from '../history/changes';
import { createCodec, type Columns } from './codec';
import { assertNotKept, checkRefs, guardUnique, type KeptBy, type Ref } from './constraints';
import { isLive, orderLive } from './live';
import { createReads } from './reads';
import { scopeBy, visibleOffices, type OfficeBinding } from '../scope/offices';
import type { AnyDb, Query, Row } from './types';

export type { AnyDb, Query, Row } from './types';

type TrackedAction = 'create' | 'delete' | 'restore';

export type RepositoryConfig<Item extends Row> = {
  table: string;
  /** Columns that `q` searches, case-insensitively. */
  searchable: readonly string[];
  /**
   * Replaces the `searchable` match: the ids of the rows `q` finds, as a query selecting one
   * column, `id` (people search, lib/search). Reads then start from those ids.
   */
  search?: (db: AnyDb, term: string) => Query;
  sortable: readonly string[];
  defaultSort: string;
  /** Sort keys that are an order of their own rather than a column (the direction is theirs). */
  sorts?: Readonly<Record<string, (qb: Query) => Query>>;
  /** Deletes keep the row with `deletedAt` set; lists hide it; it can be restored. */
  softDelete?: boolean;
  /** Row → API record; the default renames `id` to `_id` and drops `deletedAt`. */
  toRecord?: (row: Row) => Item;
  /** The resource's own list filters. */
  filter?: (qb: Query, query: Record<string, unknown>) => Query;
  /** Tables joined to every read (their columns can then be searched, filtered and selected). */
  join?: (qb: Query) => Query;
  /**
   * The join only adds columns to read (a to-one LEFT JOIN, never filtered on): a page's ids and
   * counts are taken without it, from an index alone where one covers them.
   */
  joinForSelect?: boolean;
  /**
   * A kept count that answers a list's total exactly (or null: count the filtered rows), and
   * the live total (`{}`). Enquiries read theirs from `enquiry_counts`.
   */
  keptCount?: (query: Row) => Promise<number> | null;
  /**
   * The same within some offices (an office-scoped list): null counts the filtered rows, as a
   * resource without it does, so no kept count of the whole agency answers a scoped list.
   */
  keptOfficeCount?: (query: Row, offices: readonly string[]) => Promise<number> | null;
  /**
   * The table's rows belong to an office (their own column, or their enquiry's): every read and
   * by-id write is narrowed to the viewer's offices; lists take `office=<id>`.
   */
  office?: OfficeBinding;
  /** Columns to read (default: every column of the table). */
  select?: (qb: Query) => Query;
  /** Columns a list filters on by equality when the query names them (`?status=open`). */
  equal?: readonly string[];
  /** Unique columns and the message a duplicate gets (409, naming the field). */
  unique?: Readonly<Record<string, string>>;
  /** Columns holding ids of other records: unknown ids are refused with 400. */
  refs?: Readonly<Record<string, Ref>>;
  /** Other tables' rows that keep a record from its hard delete while they name it (409). */
  keptBy?: readonly KeptBy[];
  /**
   * Keeps field-level history (lib/history): each write records what it changed, in its
   * transaction; `enquiryOf` names the enquiry whose timeline shows a row's changes.
   */
  history?: {
    kind: ChangeKind;
    enquiryOf: (row: Row) => string | null;
    /** What the record is about, kept with its creation, deletion and restore. */
    label?: (row: Row) => string;
  };
} & Columns;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Row → record: `id` becomes `_id`; columns a schema does not name are dropped on the way out. */
export const defaultToRecord = (row: Row): Row => {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
};

export function createRepository<Item extends Row, Create extends Row, Update extends Row>(
  handle: { db: Db; dialect: Dialect },
  cfg: RepositoryConfig<Item>,
) {
  const db = handle.db as unknown as AnyDb;
  const like = handle.dialect === 'postgres' ? 'ilike' : 'like';
  const codec = createCodec(cfg);
  const shape = (cfg.toRecord ?? defaultToRecord) as (row: Row) => Item;
  const toRecord = (row: Row) => shape(codec.decode(row));

  // Column references are qualified by the table so a `select` with joins stays unambiguous.
  const col = (c: string) => (c.includes('.') ? c : `${cfg.table}.${c}`);
  const select = cfg.select ?? ((qb: Query) => qb.selectAll(cfg.table));
  const base = (includeDeleted = false, hits?: Query, joined = true, scoped = true): Query => {
    // Search results drive the read: their ids first, then each row by its key. CROSS JOIN
    // keeps that order on SQLite, whose planner would otherwise walk the deletedAt index.
    let qb = (hits
      ? db.selectFrom(hits.as('hit')).crossJoin(cfg.table).whereRef(col('id'), '=', 'hit.id')
      : db.selectFrom(cfg.table)) as unknown as Query;
    if (cfg.join && (joined || !cfg.joinForSelect)) qb = cfg.join(qb);
    if (cfg.softDelete && !includeDeleted) qb = qb.where(isLive(handle.dialect, col('deletedAt')));
    return cfg.office && scoped ? scopeBy(cfg.office, qb) : qb;
  };
  /** Whether a row is in the viewer's offices (by-id writes answer as if missing otherwise). */
  const inScope = async (id: string) =>
    !cfg.office ||
    visibleOffices() === null ||
    (await base(true).select(col('id')).where(col('id'), '=', id).executeTakeFirst()) !== undefined;
  const keptCount = (query: Row) => {
    const offices = cfg.office ? visibleOffices(query.office) : null;
    if (offices === null) return cfg.keptCount?.(query) ?? null;
    return cfg.keptOfficeCount?.(query, offices) ?? null;
  };

  const filtered = (query: ListQuery & Row, searchable = cfg.searchable, joined = true): Query => {
    // `search` is the spec's name for `q` on colleges (spec §7).
    const term = query.q ?? (typeof query.search === 'string' ? query.search : undefined);
    const hits = term && cfg.search ? cfg.search(db, term) : undefined;
    let qb = base(query.deleted === true, hits, joined);
    if (query.deleted === true) qb = qb.where(col('deletedAt'), 'is not', null);
    if (term && !hits) {
      const pattern = `%${escapeLike(term)}%`;
      qb = qb.where((eb) =>
        eb.or(
          searchable.map(
            (c) => sql<boolean>`${sql.ref(col(c))} ${sql.raw(like)} ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    for (const c of cfg.equal ?? [])
      if (query[c] !== undefined) qb = qb.where(col(c), '=', codec.encodeValue(c, query[c]));
    if (cfg.office && query.office !== undefined) qb = scopeBy(cfg.office, qb, query.office);
    return cfg.filter ? cfg.filter(qb, query) : qb;
  };
  const write = async <T>(ex: AnyDb, data: Row, run: (values: Row) => Promise<T>): Promise<T> => {
    await checkRefs(ex, cfg.refs, data);
    return guardUnique(cfg.unique, () => run(codec.encode(data)));
  };
  // Rows that keep a record out of the trash (checked in the soft delete's transaction).
  const keptFromTrash = cfg.keptBy?.filter((k) => k.trash) ?? [];
  // With history, a write and its record share a transaction; without, it runs as it is.
  const tracked = <T>(run: (ex: AnyDb) => Promise<T>): Promise<T> =>
    cfg.history || keptFromTrash.length > 0 ? db.transaction().execute(run) : run(db);
  const current = (ex: AnyDb, id: string, live: boolean) => {
    let qb = ex.selectFrom(cfg.table).selectAll().where('id', '=', id);
    if (live && cfg.softDelete) qb = qb.where('deletedAt', 'is', null);
    return qb.executeTakeFirst();
  };
  const target = (h: NonNullable<typeof cfg.history>, row: Row) => ({
    kind: h.kind,
    recordId: String(row.id),
    enquiryId: h.enquiryOf(row),
  });
  const history = (ex: AnyDb) => ex as unknown as Kysely<Database>;
  const track = async (ex: AnyDb, row: Row, by: string | null, action: TrackedAction) => {
    if (!cfg.history) return;
    const label = cfg.history.label?.(row) ?? null;
    const about = action === 'delete' ? { from: label } : { to: label };
    await recordAction(history(ex), target(cfg.history, row), action, by, about);
  };
  // The given fields that differ from the row (compared as stored), each one recorded.
  const changed = async (ex: AnyDb, cur: Row, given: Row, by: string | null) => {
    if (!cfg.history) return given;
    const stored = await recordUpdate(
      history(ex),
      target(cfg.history, cur),
      cur,
      codec.encode(given),
      by,
    );
    return Object.fromEntries(Object.keys(stored).map((k) => [k, given[k]]));
  };

  return {
    ...createReads({
      db,
      filtered,
      // The ids come from a scoped read (`filtered`): their rows are not scoped again, which
      // on PostgreSQL turned a page's 260 look-ups by key into a scan of the office's rows.
      byIds: (ids) => base(true, ids, true, false),
      // Padded to the page size with nulls (which match nothing), so every page of a list is
      // one statement text, prepared once.
      byIdList: (ids, size) =>
        base(true, undefined, true, false).where(col('id'), 'in', [
          ...ids,
          ...Array<null>(size - ids.length).fill(null),
        ]),
      select,
      col,
      toRecord,
      defaultSort: cfg.defaultSort,
      sorts: cfg.sorts,
      orderLive: cfg.softDelete === true && orderLive(handle.dialect),
      keptCount,
    }),

    async get(id: string, includeDeleted = false): Promise<Item | undefined> {
      const row = await select(base(includeDeleted)).where(col('id'), '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    async create(data: Create, by: string | null = null): Promise<Item> {
      const t = now();
      const row: Row = { id: newId(), ...data, createdAt: t, updatedAt: t };
      if (cfg.softDelete) row.deletedAt = null;
      await tracked(async (ex) => {
        await write(ex, row, (values) => ex.insertInto(cfg.table).values(values).execute());
        await track(ex, row, by, 'create');
      });
      // Read back: joined columns, and columns the body left out, come from the database.
      return (await this.get(row.id as string)) as Item;
    },

    async update(id: string, data: Update, by: string | null = null): Promise<Item | undefined> {
      const given = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
      if (!(await inScope(id))) return undefined;
      const found = await tracked(async (ex) => {
        const cur = cfg.history ? await current(ex, id, true) : undefined;
        if (cfg.history && !cur) return false;
        const changes = cur ? await changed(ex, cur, given, by) : given;
        if (cur && Object.keys(changes).length === 0) return true;
        const r = await write(ex, changes, (values) => {
          let qb = ex
            .updateTable(cfg.table)
            .set({ ...values, updatedAt: now() })
            .where('id', '=', id);
          if (cfg.softDelete) qb = qb.where('deletedAt', 'is', null);
          return qb.executeTakeFirst();
        });
        return r.numUpdatedRows > 0n;
      });
      return found ? this.get(id) : undefined;
    },

    /** Hard delete; true when a row was removed. */
    remove: async (id: string, by: string | null = null): Promise<boolean> =>
      (await inScope(id)) &&
      tracked(async (ex) => {
        await assertNotKept(ex, cfg.keptBy, id);
        const cur = cfg.history ? await current(ex, id, false) : undefined;
        const r = await ex.deleteFrom(cfg.table).where('id', '=', id).executeTakeFirst();
        if (cur) await track(ex, cur, by, 'delete');
        return r.numDeletedRows > 0n;
      }),

    removeAll: (by: string | null = null): Promise<number> =>
      tracked(async (ex) => {
        await assertNotKept(ex, cfg.keptBy);
        const gone = cfg.history ? await ex.selectFrom(cfg.table).selectAll().execute() : [];
        for (const row of gone) await track(ex, row, by, 'delete');
        const r = await ex.deleteFrom(cfg.table).executeTakeFirst();
        return Number(r.numDeletedRows);
      }),

    /** Soft delete (or restore with `deleted=false`); returns the record as it now stands. */
    async setDeleted(
      id: string,
      deleted: boolean,
      by: string | null = null,
    ): Promise<Item | undefined> {
      const t = now();
      if (!(await inScope(id))) return undefined;
      const done = await tracked(async (ex) => {
        const r = await ex
          .updateTable(cfg.table)
          .set({ deletedAt: deleted ? t : null, updatedAt: t })
          .where('id', '=', id)
          .where('deletedAt', deleted ? 'is' : 'is not', null)
          .executeTakeFirst();
        const ok = r.numUpdatedRows > 0n;
        // After the write, which locks the row on PostgreSQL: a writer reading it FOR SHARE
        // before naming it is either counted here or finds it deleted.
        if (ok && deleted) await assertNotKept(ex, keptFromTrash, id);
        const cur = ok && cfg.history ? await current(ex, id, false) : undefined;
        if (cur) await track(ex, cur, by, deleted ? 'delete' : 'restore');
        return ok;
      });
      return done ? this.get(id, true) : undefined;
    },

    /** Live records, optionally only those whose columns equal `where` (`{visible: true}`). */
    async count(where: Row = {}): Promise<number> {
      const kept = Object.keys(where).length === 0 ? keptCount({}) : null;
      if (kept) return kept;
      let qb = base();
      for (const [c, v] of Object.entries(where))
        qb = qb.where(col(c), '=', codec.encodeValue(c, v));
      const r = await qb
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Math.max(0, Number(r.n));
    },
  };
}
export type Repository<Item extends Row, Create extends Row, Update extends Row> = ReturnType<
  typeof createRepository<Item, Create, Update>
>;
