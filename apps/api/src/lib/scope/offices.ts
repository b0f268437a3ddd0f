import { AsyncLocalStorage } from 'node:async_hooks';
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Role } from '@studydesk/contract';
import type { Query } from '../crud/types';

/*
 * The office scope, in one place (docs/DECISIONS.md, "Offices"). The signed-in user of the
 * request being answered is held for the handler's whole run (the auth plugin sets it), and
 * every query of an office-bound table is narrowed here where it is built: the generic
 * repository's reads and the modules' own queries call these helpers. Work outside a request
 * (workers, the public forms) has no viewer and sees every office.
 */

/**
 * Who is asking, as far as offices go, and the office a read asked for (`office=<id>` on a GET):
 * every query of that request narrows to it, so no route threads the filter through itself.
 */
export type OfficeViewer = { role: Role; offices: readonly string[]; requested?: string };

const current = new AsyncLocalStorage<OfficeViewer | null>();

/** Runs `fn` (and everything it starts) as `viewer`. */
export const runAsViewer = <T>(viewer: OfficeViewer | null, fn: () => T): T =>
  current.run(viewer, fn);

/** Admins see every office; everyone else their own. */
const seesEveryOffice = (v: OfficeViewer | null | undefined) => !v || v.role === 'admin';

const named = (office: unknown) =>
  typeof office === 'string' && office !== '' ? office : undefined;

/**
 * The offices the current viewer may read, narrowed to `requested` (a list's `office=<id>`), or
 * else to the office the request asked for: null means every office; an office not theirs
 * gives none.
 */
export function visibleOffices(requested?: unknown): string[] | null {
  const v = current.getStore();
  const asked = named(requested) ?? v?.requested;
  if (asked !== undefined) return seesEveryOffice(v) || v!.offices.includes(asked) ? [asked] : [];
  return seesEveryOffice(v) ? null : [...v!.offices];
}

/** Whether the current read sees the whole agency (the kept counts answer it as they are). */
export const seesWholeAgency = () => visibleOffices() === null;

/** The office a GET asks for in its query (`office=<id>`): it narrows, it never widens. */
export const requestedOffice = (method: string, query: unknown): string | undefined =>
  method === 'GET' && query && typeof query === 'object'
    ? named((query as { office?: unknown }).office)
    : undefined;

/** Admins, and managers within their offices, lead the team: everyone's work, not only theirs. */
export const leadsTeamRole = (role: Role) => role === 'admin' || role === 'manager';

/** Whether the current viewer may work in `office` (create a record there, transfer to it). */
export function mayUseOffice(office: string): boolean {
  const v = current.getStore();
  return seesEveryOffice(v) || v!.offices.includes(office);
}

/** The viewer's own offices (empty outside a request). */
export const viewerOffices = (): readonly string[] => current.getStore()?.offices ?? [];

const NOTHING = sql<boolean>`1 = 0`;

/**
 * Narrows rows whose `column` holds their office to the viewer's (and `requested`'s). Any
 * select, update or delete builder: the column is named as text, as the generic code does.
 */
export function scopeOffice<Q>(qb: Q, column: string, requested?: unknown): Q {
  const offices = visibleOffices(requested);
  if (offices === null) return qb;
  const q = qb as unknown as Query;
  return (offices.length === 0 ? q.where(NOTHING) : q.where(column, 'in', offices)) as Q;
}

/**
 * `scopeOffice` for a look-up that another condition finds (a person's e-mail, an owner's
 * leads): the office filters the few rows that condition's index finds. SQLite without
 * statistics took `(officeId, …)` for one office instead, every live record of it per look-up;
 * `likely()` tells it the office keeps most rows. PostgreSQL plans it from its statistics.
 */
export function filterOffice<Q, DB>(db: Kysely<DB>, qb: Q, column: string): Q {
  const offices = visibleOffices();
  if (offices === null || offices.length === 0) return scopeOffice(qb, column);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return scopeOffice(qb, column);
  const within = sql<boolean>`likely(${sql.ref(column)} in (${sql.join(offices)}))`;
  return (qb as unknown as Query).where(within) as Q;
}

/** A table that says which office a row's key belongs to (an enquiry's, a person's). */
type Link = { table: string; key: string; office: string };
const ENQUIRY: Link = {
  table: 'enquiries as scope_e',
  key: 'scope_e.id',
  office: 'scope_e.officeId',
};
const PERSON: Link = {
  table: 'user_offices as scope_u',
  key: 'scope_u.userId',
  office: 'scope_u.officeId',
};

/*
 * A correlated EXISTS, not `column in (the office's keys)`: SQLite drove ordered pages from that
 * list (every enquiry of the office, their rows sorted: the board's thirteen columns took 0.7 s
 * at 30,000 applications), where this lets it walk the page's own index and look each row's link
 * up by key until the page is full. PostgreSQL plans both as a semi-join.
 */
function scopeThrough<Q>(qb: Q, column: string, link: Link, requested?: unknown): Q {
  const offices = visibleOffices(requested);
  if (offices === null) return qb;
  const q = qb as unknown as Query;
  if (offices.length === 0) return q.where(NOTHING) as Q;
  return q.where((eb) =>
    eb.exists(
      eb
        .selectFrom(link.table)
        .select(sql.lit(1).as('one'))
        .whereRef(link.key, '=', column)
        .where(link.office, 'in', offices),
    ),
  ) as Q;
}

/** Narrows rows that belong to an enquiry (`column` holds its id) to its office's scope. */
export const scopeViaEnquiry = <Q>(qb: Q, column: string, requested?: unknown): Q =>
  scopeThrough(qb, column, ENQUIRY, requested);

/**
 * Narrows rows naming a person (`column` holds a user id) to the people who work in the
 * viewer's offices (and `requested`'s): someone of two offices shows in each.
 */
export const scopeViaPerson = <Q>(qb: Q, column: string, requested?: unknown): Q =>
  scopeThrough(qb, column, PERSON, requested);

/** How an office-bound table reaches its office: a column of its own, or its enquiry's. */
export type OfficeBinding = { column: string } | { enquiry: string };

export const scopeBy = <Q>(binding: OfficeBinding, qb: Q, requested?: unknown): Q =>
  'column' in binding
    ? scopeOffice(qb, binding.column, requested)
    : scopeViaEnquiry(qb, binding.enquiry, requested);

/** A stored row's `officeId` as the record's `office`. */
export const officeField = <R extends Record<string, unknown>>({ officeId, ...rest }: R) => ({
  ...rest,
  office: officeId,
});
