import type { ContactOutcome, RecordChange, TimelineEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';
import { withOwnerNames } from '../../lib/history/read';
import type { EnquiriesRepository } from './enquiries.repository';
import {
  applicationLabels,
  applicationStageEntries,
  shownAsStage,
  withoutMovesOfferType,
} from './enquiries.timeline-applications';
import { callEntries } from './enquiries.timeline-calls';
import { emailEntries } from './enquiries.timeline-emails';
import { documentEntries } from '../documents/documents.timeline';
import { replyEntries } from '../inbox/inbox.read';
import { sessionEntries } from '../appointments/appointments.timeline';

/** Lines that came from a merged enquiry name it by its number ("from ENQ-000123"). */
async function withOrigins(db: Db, entries: TimelineEntry[]): Promise<TimelineEntry[]> {
  const ids = [...new Set(entries.flatMap((e) => (e.mergedFrom ? [e.mergedFrom] : [])))];
  if (ids.length === 0) return entries;
  const rows = await db
    .selectFrom('enquiries')
    .select(['id', 'enqNo'])
    .where('id', 'in', ids)
    .execute();
  const numbers = new Map(rows.map((r) => [r.id, r.enqNo]));
  return entries.map((e) =>
    e.mergedFrom ? { ...e, mergedFrom: numbers.get(e.mergedFrom) ?? null } : e,
  );
}

/** Follow-ups as timeline entries: a task booked, and a contact made (logged, or a task done). */
async function followUpEntries(db: Db, enquiryId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('followups as f')
    .leftJoin('users as author', 'author.id', 'f.createdBy')
    .leftJoin('users as doer', 'doer.id', 'f.doneBy')
    .select(['f.id', 'f.kind', 'f.followUpDetails', 'f.nextContactDate', 'f.outcome'])
    .select(['f.result', 'f.doneAt', 'f.doneBy', 'f.createdAt', 'f.createdBy', 'f.mergedFrom'])
    .select(['author.fname as af', 'author.lname as al', 'doer.fname as df', 'doer.lname as dl'])
    .where('f.enquiry', '=', enquiryId)
    .execute();
  return rows.flatMap((f): TimelineEntry[] => {
    const contact = (at: string, note: string | null): TimelineEntry => ({
      type: 'contact',
      _id: `${f.id}:done`,
      followUpId: f.id,
      at,
      by: f.doneBy ?? f.createdBy,
      byName: f.doneBy ? fullName(f.df, f.dl) : fullName(f.af, f.al),
      outcome: f.outcome as ContactOutcome | null,
      note,
      mergedFrom: f.mergedFrom ?? null,
    });
    if (f.kind === 'contact') return [contact(f.doneAt ?? f.createdAt, f.followUpDetails)];
    const booked: TimelineEntry = {
      type: 'followUp',
      _id: f.id,
      followUpId: f.id,
      at: f.createdAt,
      by: f.createdBy,
      byName: fullName(f.af, f.al),
      details: f.followUpDetails,
      nextContactDate: f.nextContactDate,
      mergedFrom: f.mergedFrom ?? null,
    };
    return f.doneAt ? [booked, contact(f.doneAt, f.result)] : [booked];
  });
}

/** Follow-up fields its own timeline entries already show (a contact made). */
const SHOWN_AS_CONTACT = new Set(['doneAt', 'doneBy', 'outcome', 'result']);

/**
 * Recorded changes worth a line: not creations (the status and follow-up entries show them),
 * not a follow-up being done (its contact entry shows that).
 */
const worthShowing = (c: RecordChange) =>
  c.action !== 'create' &&
  // a session's changes have lines of their own (sessionEntries)
  c.kind !== 'session' &&
  !(c.kind === 'followUp' && SHOWN_AS_CONTACT.has(c.field ?? '')) &&
  !shownAsStage(c);

/**
 * One timeline of an enquiry, newest first: status changes, follow-ups and contacts, edits,
 * the stage moves of the student's applications, the mails written to the student and theirs.
 */
export async function enquiryTimeline(
  db: Db,
  repo: EnquiriesRepository,
  id: string,
): Promise<TimelineEntry[]> {
  const [status, changes, followUps, calls, moves, applications, emails] = await Promise.all([
    repo.history(id),
    repo.changes(id),
    followUpEntries(db, id),
    callEntries(db, id),
    applicationStageEntries(db, id),
    applicationLabels(db, id),
    emailEntries(db, id),
  ]);
  const shown = await withOwnerNames(db, withoutMovesOfferType(changes).filter(worthShowing));
  const [documents, replies, sessions] = await Promise.all([
    documentEntries(db, id),
    replyEntries(db, id),
    sessionEntries(db, id),
  ]);
  const entries: TimelineEntry[] = [
    ...status.map((s) => ({ ...s, type: 'status' as const })),
    ...shown.map(({ kind, recordId, action, field, label: what, ...e }): TimelineEntry => {
      const about = kind === 'application' ? (applications.get(recordId) ?? what) : what;
      return kind === 'enquiry' && action === 'update' && field !== null
        ? { ...e, type: 'edit', field }
        : { ...e, type: 'change', kind, recordId, action, field, label: about };
    }),
    ...followUps,
    ...calls,
    ...moves,
    ...emails,
    ...documents,
    ...replies,
    ...sessions,
  ];
  entries.sort((a, b) => b.at.localeCompare(a.at) || b._id.localeCompare(a._id));
  return withOrigins(db, entries);
}
