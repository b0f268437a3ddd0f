import type { Transaction } from 'kysely';
import type { EnquiryStaffCreate } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { actionRow } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { termRows, withPhoneKeys } from '../../lib/search/people';
import type { EventBus } from '../events/event-bus';
import { noticeEvent, ownerNotices, ownerRows, type OwnerChange } from '../ownership/assignment';
import { nextInTurn } from '../ownership/round-robin';
import { earliestRecent, type Contact } from './enquiries.numbering';
import { leadOrigin } from './enquiries.origin';
import { jsonAround, writeEach, writeOne, type Plan } from './enquiries.write';

type Trx = Transaction<Database>;
type Ex = DbHandle['db'] | Trx;
export type NewEnquiry = Omit<EnquiryStaffCreate, 'source'> & { source: string };
/**
 * One enquiry to insert, who logged it (null: the public form), and whether it goes to the
 * counsellor whose turn it is when it has no owner and the agency's `roundRobin` setting is on.
 */
export type InsertJob = { input: NewEnquiry; by: string | null; inTurn: boolean };
export type Inserted = { id: string; enqNo: string };
export type InsertDeps = {
  handle: DbHandle;
  bus: EventBus;
  roundRobin: (ex: Ex) => Promise<boolean>;
  /** What the last look at the round-robin setting found (PostgreSQL checks in its statement). */
  turns: { believedOn: boolean };
};
type Draft = InsertJob & Contact & { id: string };

/** An enquiry's change of owner to `to` (recorded as a field edit or at its insert). */
export const ownerChange = (
  e: Pick<EnquiryRow, 'id' | 'enqNo' | 'fName' | 'lName' | 'assignedTo'>,
  to: string | null,
  by: string | null,
): OwnerChange => ({
  kind: 'enquiry',
  id: e.id,
  no: e.enqNo,
  name: `${e.fName} ${e.lName}`.trim(),
  from: e.assignedTo,
  to,
  by,
});

/**
 * Each enquiry's `duplicateOf`: the first recent live one from the same e-mail or mobile.
 * A stored one is always older than the batch; failing that, an earlier one in the batch is
 * the first, as it would be had they been inserted one after another. Without `stored`, the
 * batch's own (PostgreSQL looks for stored ones in its statement).
 */
function duplicatesOf(jobs: Draft[], stored: ({ id: string } | undefined)[] = []) {
  const firstWith = new Map<string, number>();
  return jobs.map((c, k) => {
    const keys = [`email\n${c.email}`, `mobile\n${c.mobile}`].filter((x) => !x.endsWith('\n'));
    const earlier = keys.map((x) => firstWith.get(x)).filter((i) => i !== undefined);
    keys.forEach((x) => firstWith.set(x, firstWith.get(x) ?? k));
    return stored[k]?.id ?? (earlier.length > 0 ? jobs[Math.min(...earlier)]!.id : null);
  });
}

/** Each enquiry's owner: the one given, or the counsellor in turn, or nobody. */
async function ownersOf(trx: Ex, jobs: InsertJob[], waiting: boolean[]) {
  const count = waiting.filter(Boolean).length;
  const turns = count > 0 ? await nextInTurn(trx, count) : [];
  return jobs.map((j, k) => j.input.assignedTo ?? (waiting[k] ? (turns.shift() ?? null) : null));
}

const rowOf = (j: Draft, t: string, assignedTo: string | null, duplicateOf: string | null) => {
  const i = j.input;
  return withPhoneKeys({
    id: j.id,
    fName: i.fName,
    lName: i.lName,
    email: j.email,
    mobile: j.mobile,
    location: i.location ?? null,
    country: i.country ?? null,
    course: i.course ?? null,
    college: i.college ?? null,
    category: i.category,
    preferredIntake: i.preferredIntake ?? null,
    message: i.message ?? null,
    source: i.source,
    leadQuality: i.leadQuality ?? null,
    status: 'new',
    assignedTo,
    remarks: i.remarks ?? null,
    duplicateOf,
    mergedInto: null,
    firstContactAt: null,
    ...leadOrigin(i),
    createdAt: t,
    updatedAt: t,
    deletedAt: null,
  });
};

/** Everything a batch writes but its numbers, which the writer takes and fills in. */
async function plan(ex: Ex, jobs: Draft[], owners: (string | null)[], dups: (string | null)[]) {
  const t = now();
  const changes = jobs.map((j, k) =>
    owners[k]
      ? ownerChange({ ...j, ...j.input, enqNo: '', assignedTo: null }, owners[k], j.by)
      : null,
  );
  const notices = await ownerNotices(
    ex,
    changes.filter((c) => c !== null),
  );
  const names = (j: Draft) => [j.input.fName, j.input.lName];
  return {
    rows: jobs.map((j, k) => rowOf(j, t, owners[k]!, dups[k]!)),
    terms: termRows(
      'enquiry',
      jobs.map((j) => ({ recordId: j.id, names: names(j), email: j.email })),
    ),
    statuses: jobs.map((j) => ({
      id: newId(),
      enquiryId: j.id,
      from: null,
      to: 'new',
      by: j.by,
      at: t,
    })),
    changes: jobs.flatMap((j, k) => [
      actionRow({ kind: 'enquiry', recordId: j.id, enquiryId: j.id }, 'create', j.by, {}, t),
      ...(changes[k] ? ownerRows(changes[k], t) : []),
    ]),
    // Each enquiry's own events together: its newEnquiry (spec §7's payload), then its notice.
    events: jobs.flatMap((j, job) => [
      {
        job,
        type: 'newEnquiry' as const,
        ...jsonAround({ id: j.id, fName: j.input.fName, enqNo: '', createdAt: t }, 'enqNo'),
      },
      ...notices
        .filter((n) => n.id === j.id)
        .map((n) => ({ job, type: noticeEvent(n).type, ...jsonAround(n, 'no') })),
    ]),
  } satisfies Plan;
}

/** On SQLite, statements cost no round trip: read, then write one statement per table. */
async function statementEach(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const run = async (ex: Ex) => {
    const stored = await earliestRecent(ex, jobs);
    const on = unowned.some(Boolean) && (await deps.roundRobin(ex));
    const owners = await ownersOf(
      ex,
      jobs,
      unowned.map((u) => u && on),
    );
    const write = writeEach(deps.bus, deps.handle.sqlite!);
    return write(ex, await plan(ex, jobs, owners, duplicatesOf(jobs, stored)));
  };
  return trx ? run(trx) : deps.handle.db.transaction().execute(run);
}

/**
 * On PostgreSQL, one statement: while round-robin is believed off, the statement itself checks
 * it is, and does nothing if not; turns are then taken first, in a transaction.
 */
async function oneStatement(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const { db } = deps.handle;
  const checked = unowned.some(Boolean);
  if (!trx && (!checked || !deps.turns.believedOn)) {
    const given = jobs.map((j) => j.input.assignedTo ?? null);
    const numbers = await writeOne(db, await plan(db, jobs, given, duplicatesOf(jobs)), checked);
    if (numbers.length > 0) return numbers;
  }
  const run = async (ex: Ex) => {
    deps.turns.believedOn = checked && (await deps.roundRobin(ex));
    const owners = await ownersOf(
      ex,
      jobs,
      unowned.map((u) => u && deps.turns.believedOn),
    );
    return writeOne(ex, await plan(ex, jobs, owners, duplicatesOf(jobs)), false);
  };
  return trx ? run(trx) : db.transaction().execute(run);
}

/**
 * Inserts enquiries (docs/DECISIONS.md, "The write path under load"): each numbered, linked to a
 * recent one from the same person, searchable, in its status history and timeline, announced
 * live, and told to its owner. One statement per kind of row however many enquiries there are
 * (on PostgreSQL, one statement in all). Inside `trx` when given, else in a transaction of its
 * own; call `bus.afterCommit()` after it commits.
 */
export async function insertEnquiries(deps: InsertDeps, jobs: InsertJob[], trx?: Trx) {
  const drafts = jobs.map((j): Draft => ({
    ...j,
    id: newId(),
    email: j.input.email ?? '',
    mobile: j.input.mobile ?? '',
  }));
  const unowned = jobs.map((j) => j.inTurn && !j.input.assignedTo);
  const write = deps.handle.dialect === 'postgres' ? oneStatement : statementEach;
  const numbers = await write(deps, drafts, unowned, trx);
  return numbers.map((enqNo, k): Inserted => ({ id: drafts[k]!.id, enqNo }));
}
