import type { Transaction } from 'kysely';
import type { AssignedNotice, EnquiryStaffCreate } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { actionRow } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { termRows, withPhoneKeys } from '../../lib/search/people';
import { readAckSettings, type AckSettings } from '../auto-mail/acknowledgement';
import { mayTellOwner, writeInsertMails } from '../auto-mail/insert-mails';
import { mailQueued } from '../mail/outbox';
import type { EventBus } from '../events/event-bus';
import { noticeEvent, ownerNotices, ownerRows, type OwnerChange } from '../ownership/assignment';
import { duplicatesOf, ownersOf, shareTurns } from './enquiries.insert-owners';
import { earliestRecent, type Contact } from './enquiries.numbering';
import { leadOrigin } from './enquiries.origin';
import { jsonAround, writeEach, writeOne, type Plan } from './enquiries.write';
import { planAcks } from './enquiries.write-acks';
import { newRecordOffice } from '../offices/offices.store';

type Trx = Transaction<Database>;
type Ex = DbHandle['db'] | Trx;
export type NewEnquiry = Omit<EnquiryStaffCreate, 'source'> & { source: string };
/**
 * One enquiry to insert, who logged it (null: the public form), and whether it goes to the
 * counsellor whose turn it is when it has no owner and the agency's `roundRobin` setting is on
 * (a returning person goes to the owner of their recent enquiry instead). `receivedAt`: when
 * the person asked (a converted call request), default now. `contacted`: logged by staff
 * while talking to the person, so its creation is its first contact and nobody is told of it
 * as a new enquiry (issue 21).
 */
export type InsertJob = {
  input: NewEnquiry;
  by: string | null;
  inTurn: boolean;
  receivedAt?: string;
  contacted?: boolean;
  /** Written by an import (issue 24): no notice per enquiry (the import sends one summary). */
  importId?: string;
  /** The earlier enquiry of the same person it is to be linked to (an import's "link"). */
  duplicateOf?: string;
};
export type Inserted = { id: string; enqNo: string };
export type InsertDeps = {
  handle: DbHandle;
  bus: EventBus;
  roundRobin: (ex: Ex) => Promise<boolean>;
  /** What the last look at the round-robin setting found (PostgreSQL checks in its statement). */
  turns: { believedOn: boolean };
  /** The acknowledgement's settings as last read (PostgreSQL checks in its statement). */
  acks?: { known?: AckSettings };
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
                { id: j.id, fName: j.input.fName, enqNo: '', createdAt: rows[job]!.createdAt },
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

/** What the batch's mail needs of each enquiry written (issue 24). */
const mailJobs = (jobs: Draft[]) =>
  jobs.map((j) => ({ by: j.by, imported: !!j.importId, assignedTo: j.input.assignedTo }));
const writtenOf = (jobs: Draft[], numbers: string[]) =>
  jobs.map((j, k) => ({
    id: j.id,
    enqNo: numbers[k]!,
    by: j.by,
    email: j.email,
    fName: j.input.fName,
    lName: j.input.lName,
    imported: !!j.importId,
  }));

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
  const held = stored.map((s) => s?.assignedTo ?? null);
  const owners = await ownersOf(trx, jobs, waiting, dups, held);
  return shareTurns(trx, deps.bus, stored, waiting, owners);
}

/** On SQLite, statements cost no round trip: read, then write one statement per table. */
async function statementEach(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const run = async (ex: Trx) => {
    const stored = await recentOf(ex, jobs);
    const on = unowned.some(Boolean) && (await deps.roundRobin(ex));
    const dups = duplicatesOf(jobs, stored);
    const waiting = unowned.map((u) => u && on);
    const owners = await ownersTaking(ex, deps, jobs, stored, waiting, dups);
    const write = writeEach(deps.bus, deps.handle.sqlite!);
    const p = await plan(ex, jobs, owners, dups);
    const numbers = await write(ex, p);
    await writeInsertMails(ex, writtenOf(jobs, numbers), p.notices);
    return numbers;
  };
  return trx ? run(trx) : deps.handle.db.transaction().execute(run);
}

/**
 * The acknowledgements of a batch's public enquiries for its one statement, made from the
 * settings as last read (read now if not yet): the statement checks they are still so.
 */
async function acksOf(deps: InsertDeps, jobs: Draft[]) {
  const people = jobs.flatMap((j, job) =>
    j.by === null && !j.importId
      ? [{ job, id: j.id, email: j.email, fName: j.input.fName, lName: j.input.lName }]
      : [],
  );
  if (people.length === 0) return undefined;
  const belief = (deps.acks ??= {});
  belief.known ??= await readAckSettings(deps.handle.db);
  return planAcks(belief.known, people, now());
}

/**
 * On PostgreSQL, one statement: while round-robin is believed off, the statement itself checks
 * it is, and does nothing if not; turns are then taken first, in a transaction. So with the
 * public ones' acknowledgements: the statement writes them, made from the settings as last
 * read, and nothing if those changed (then the transaction reads them again).
 */
async function oneStatement(deps: InsertDeps, jobs: Draft[], unowned: boolean[], trx?: Trx) {
  const { db } = deps.handle;
  const checked = unowned.some(Boolean);
  // A batch that may tell an owner takes a transaction: its mail is written in it.
  if (!trx && (!checked || !deps.turns.believedOn) && !mayTellOwner(mailJobs(jobs))) {
    const given = jobs.map((j) => j.input.assignedTo ?? null);
    const p = await plan(db, jobs, given, duplicatesOf(jobs));
    const acks = await acksOf(deps, jobs);
    const numbers = await writeOne(db, p, checked, acks);
    if (numbers.length > 0) {
      if (acks?.rows.length) mailQueued();
      return numbers;
    }
    if (deps.acks) deps.acks.known = undefined;
  }
  const run = async (ex: Trx) => {
    deps.turns.believedOn = checked && (await deps.roundRobin(ex));
    // Taking turns: a returning person's recent enquiry is looked up first, for its owner.
    const stored = deps.turns.believedOn ? await recentOf(ex, jobs) : [];
    const dups = duplicatesOf(jobs, stored);
    const waiting = unowned.map((u) => u && deps.turns.believedOn);
    const owners = await ownersTaking(ex, deps, jobs, stored, waiting, dups);
    const p = await plan(ex, jobs, owners, dups);
    const numbers = await writeOne(ex, p, false);
    await writeInsertMails(ex, writtenOf(jobs, numbers), p.notices);
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
  const offices = await Promise.all(
    jobs.map((j) => newRecordOffice(trx ?? deps.handle.db, j.input.office, j.by !== null)),
  );
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
