import type { Transaction } from 'kysely';
import type { AssignedNotice, EnquiryStaffCreate } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { actionRow } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { termRows, withPhoneKeys } from '../../lib/search/people';
import type { EventBus } from '../events/event-bus';
import { noticeEvent, ownerNotices, ownerRows, type OwnerChange } from '../ownership/assignment';
import { duplicatesOf, inOffice, ownersOf, shareTurns } from './enquiries.insert-owners';
import { earliestRecent, type Contact } from './enquiries.numbering';
import { leadOrigin } from './enquiries.origin';
import type { BatchEnquiry, InsertHook, InsertHooks } from './enquiries.insert-hooks';
import { jsonAround, writeEach, writeOne, type Plan } from './enquiries.write';
import { newRecordOffice } from '../offices/offices.store';

type Trx = Transaction<Database>;
type Ex = DbHandle['db'] | Trx;
export type NewEnquiry = Omit<EnquiryStaffCreate, 'source'> & { source: string };
/**
 * One enquiry to insert, who logged it (null: the public form), and whether it goes to the
 * counsellor whose turn it is when it has no owner and round-robin is on for its office
 * (a returning person goes to the owner of their recent enquiry instead). `receivedAt`: when
 * the person asked (a converted call request), default now. `contacted`: logged by staff
 * while talking to the person, so its creation is its first contact and nobody is told of it
 * as a new enquiry.
 */
export type InsertJob = {
  input: NewEnquiry;
  by: string | null;
  inTurn: boolean;
  receivedAt?: string;
  contacted?: boolean;
  /** Written by an import: no notice per enquiry (the import sends one summary). */
  importId?: string;
  /** The earlier enquiry of the same person it is to be linked to (an import's "link"). */
  duplicateOf?: string;
};
export type Inserted = { id: string; enqNo: string };
export type InsertDeps = {
  handle: DbHandle;
  bus: EventBus;
  /** Of these offices, those whose leads take turns (their own setting, else the agency's). */
  roundRobin: (ex: Ex, offices: readonly string[]) => Promise<Set<string>>;
  /** What the last look at the round-robin setting found (PostgreSQL checks in its statement). */
  turns: { believedOn: boolean };
  /** What other modules do with the enquiries written, in the same transaction (none: nothing). */
  hooks?: InsertHooks;
};
type Draft = InsertJob & Contact & { id: string; officeId: string };

/** An enquiry's change of owner to `to` (recorded as a field edit or at its insert). */
export const ownerChange = (
  e: Pick<
    EnquiryRow,
    'id' | 'enqNo' | 'fName' | 'lName' | 'assignedTo' | 'createdAt' | 'firstContactAt'
  >,
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
  receivedAt: e.createdAt,
  firstContactAt: e.firstContactAt,
});

const rowOf = (j: Draft, t: string, assignedTo: string | null, duplicateOf: string | null) => {
  const i = j.input;
  const createdAt = j.receivedAt ?? t;
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
    duplicateOf: j.duplicateOf ?? duplicateOf,
    mergedInto: null,
    importId: j.importId ?? null,
    firstContactAt: j.contacted ? createdAt : null,
    officeId: j.officeId,
    ...leadOrigin(i),
    createdAt,
    updatedAt: t,
    deletedAt: null,
  });
};

/** Everything a batch writes but its numbers, which the writer takes and fills in. */
async function plan(ex: Ex, jobs: Draft[], owners: (string | null)[], dups: (string | null)[]) {
  const t = now();
  const rows = jobs.map((j, k) => rowOf(j, t, owners[k]!, dups[k]!));
  const changes = rows.map((r, k) =>
    owners[k] ? ownerChange({ ...r, enqNo: '', assignedTo: null }, owners[k], jobs[k]!.by) : null,
  );
  const notices = await ownerNotices(
    ex,
    changes.filter((c) => c !== null),
  );
  const names = (j: Draft) => [j.input.fName, j.input.lName];
  return {
    rows,
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
    // Each enquiry's own events together: its newEnquiry (spec §7's payload; none for one
    // logged while talking to the person), then its notice.
    events: jobs.flatMap((j, job) => [
      ...(j.contacted || j.importId
        ? []
        : [
            {
              job,
              type: 'newEnquiry' as const,
              ...jsonAround(
                {
                  ...{ id: j.id, fName: j.input.fName, enqNo: '' },
                  ...{ createdAt: rows[job]!.createdAt, office: j.officeId },
                },
                'enqNo',
              ),
            },
          ]),
      ...notices
        .filter((n) => n.id === j.id)
        .map((n) => ({ job, type: noticeEvent(n).type, ...jsonAround(n, 'no') })),
    ]),
    notices,
  } satisfies Plan & { notices: AssignedNotice[] };
}

/** The batch as the insert hooks see it. */
const batchOf = (jobs: Draft[]): BatchEnquiry[] =>
  jobs.map((j, job) => ({
    job,
    id: j.id,
    by: j.by,
    email: j.email,
    fName: j.input.fName,
    lName: j.input.lName,
    assignedTo: j.input.assignedTo,
    imported: !!j.importId,
    officeId: j.officeId,
  }));
const hooksOf = (deps: InsertDeps): readonly InsertHook[] => deps.hooks?.list ?? [];

/** Runs every hook on a batch just written, in its transaction. */
async function afterInsert(
  deps: InsertDeps,
  ex: Trx,
  jobs: Draft[],
  numbers: string[],
  notices: AssignedNotice[],
) {
  const written = batchOf(jobs).map((e, k) => ({ ...e, enqNo: numbers[k]! }));
  for (const hook of hooksOf(deps)) await hook.afterInsert(ex, written, notices);
}

/**
 * The recent enquiries the jobs repeat (`earliestRecent`); an import's rows are not looked up:
 * the import checked its own duplicates, within the file and against the database.
 */
const recentOf = (ex: Ex, jobs: Draft[]) =>
  earliestRecent(
    ex,
    jobs.map((j) => (j.importId ? { email: '', mobile: '' } : j)),
  );

/** Each job's owner (`ownersOf`), the turns taken shared with the person's earlier enquiry. */
async function ownersTaking(
  trx: Trx,
  deps: InsertDeps,
  jobs: Draft[],
  stored: Awaited<ReturnType<typeof recentOf>>,
  waiting: boolean[],
  dups: (string | null)[],
) {
  const { held, sharing } = await inOffice(trx, jobs, stored);
  const owners = await ownersOf(trx, jobs, waiting, dups, held);
  return shareTurns(trx, deps.bus, sharing, waiting, owners);
}

/** Which jobs wait for a turn: unowned, in an office where round-robin is on. */
async function waitingForTurns(ex: Ex, deps: InsertDeps, jobs: Draft[], unowned: boolean[]) {
  const offices = [...new Set(jobs.filter((_, k) => unowned[k]).map((j) => j.officeId))];
  const on = await deps.roundRobin(ex, offices);
  return unowned.map((u, k) => u && on.has(jobs[k]!.officeId));
}

/** On SQLite, statements cost no round trip: read, then write one statement per table. */
async function statementEach(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const run = async (ex: Trx) => {
    const stored = await recentOf(ex, jobs);
    const dups = duplicatesOf(jobs, stored);
    const waiting = await waitingForTurns(ex, deps, jobs, unowned);
    const owners = await ownersTaking(ex, deps, jobs, stored, waiting, dups);
    const write = writeEach(deps.bus, deps.handle.sqlite!);
    const p = await plan(ex, jobs, owners, dups);
    const numbers = await write(ex, p);
    await afterInsert(deps, ex, jobs, numbers, p.notices);
    return numbers;
  };
  return trx ? run(trx) : deps.handle.db.transaction().execute(run);
}

/** What each hook adds to PostgreSQL's one statement for this batch. */
async function statementParts(deps: InsertDeps, batch: BatchEnquiry[]) {
  const parts = await Promise.all(hooksOf(deps).map((h) => h.statementPart(deps.handle.db, batch)));
  return parts.filter((x) => x !== undefined);
}

/**
 * On PostgreSQL, one statement: while round-robin is believed off, the statement itself checks
 * it is, and does nothing if not; turns are then taken first, in a transaction. So with what
 * the hooks add (`StatementPart`): the statement writes nothing unless each part's guard holds.
 */
async function oneStatement(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const { db } = deps.handle;
  const checked = unowned.some(Boolean);
  const batch = batchOf(jobs);
  const alone = !hooksOf(deps).some((h) => h.needsTransaction(batch));
  if (!trx && (!checked || !deps.turns.believedOn) && alone) {
    const given = jobs.map((j) => j.input.assignedTo ?? null);
    const p = await plan(db, jobs, given, duplicatesOf(jobs));
    const parts = await statementParts(deps, batch);
    const numbers = await writeOne(db, p, checked, parts);
    parts.forEach((part) => part.settled(numbers.length > 0));
    if (numbers.length > 0) return numbers;
  }
  const run = async (ex: Trx) => {
    const waiting = await waitingForTurns(ex, deps, jobs, unowned);
    deps.turns.believedOn = waiting.some(Boolean);
    // Taking turns: a returning person's recent enquiry is looked up first, for its owner.
    const stored = deps.turns.believedOn ? await recentOf(ex, jobs) : [];
    const dups = duplicatesOf(jobs, stored);
    const owners = await ownersTaking(ex, deps, jobs, stored, waiting, dups);
    const p = await plan(ex, jobs, owners, dups);
    const numbers = await writeOne(ex, p, false);
    await afterInsert(deps, ex, jobs, numbers, p.notices);
    return numbers;
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
  // Asked once per office named and kind of writer, not once per row: an import's batch of
  // 1,000 rows on PostgreSQL made 1,000 round trips for the same default office.
  const asked = new Map<string, Promise<string>>();
  const officeOf = (j: InsertJob) => {
    const key = JSON.stringify([j.input.office, j.by !== null]);
    let office = asked.get(key);
    if (!office)
      asked.set(
        key,
        (office = newRecordOffice(trx ?? deps.handle.db, j.input.office, j.by !== null)),
      );
    return office;
  };
  const offices = await Promise.all(jobs.map(officeOf));
  const drafts = jobs.map((j, k): Draft => ({
    ...j,
    officeId: offices[k]!,
    id: newId(),
    email: j.input.email ?? '',
    mobile: j.input.mobile ?? '',
  }));
  const unowned = jobs.map((j) => j.inTurn && !j.input.assignedTo);
  const write = deps.handle.dialect === 'postgres' ? oneStatement : statementEach;
  const numbers = await write(deps, drafts, unowned, trx);
  return numbers.map((enqNo, k): Inserted => ({ id: drafts[k]!.id, enqNo }));
}
