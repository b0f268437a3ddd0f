import type { RecordChange } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../names';
import type { ChangeKind } from './changes';

/** A followUp's label on another record's timeline: what it is about. */
const LABEL_CHARS = 80;

/** The id of the enquiry a row came from when that one was merged (null: its own). */
type Origin = { mergedFrom: string | null };

/**
 * Recorded changes with their author's name and, for follow-ups, what the follow-up is about
 * (its details now, or as they were when it was deleted). Oldest first.
 */
export async function readChanges(
  db: Db,
  where: { enquiryId: string } | { kind: ChangeKind; recordId: string },
): Promise<(RecordChange & Origin)[]> {
  let qb = db
    .selectFrom('record_changes as c')
    .leftJoin('users as u', 'u.id', 'c.by')
    .leftJoin('followups as f', (j) =>
      j.onRef('f.id', '=', 'c.recordId').on('c.kind', '=', 'followUp'),
    )
    .select(['c.id as _id', 'c.kind', 'c.recordId', 'c.action', 'c.field', 'c.from', 'c.to'])
    .select(['c.by', 'c.at', 'c.mergedFrom', 'u.fname', 'u.lname', 'f.followUpDetails']);
  qb =
    'enquiryId' in where
      ? qb.where('c.enquiryId', '=', where.enquiryId)
      : qb.where('c.kind', '=', where.kind).where('c.recordId', '=', where.recordId);
  const rows = await qb.orderBy('c.at').orderBy('c.id').execute();
  return rows.map(({ fname, lname, followUpDetails, ...r }) => {
    const label = r.kind === 'followUp' ? (followUpDetails ?? labelOf(r)) : null;
    return {
      ...r,
      kind: r.kind as ChangeKind,
      action: r.action as RecordChange['action'],
      byName: fullName(fname, lname),
      mergedFrom: r.mergedFrom ?? null,
      label: label === null ? null : label.slice(0, LABEL_CHARS),
    };
  });
}

/** A deleted record's label was kept as the delete's `from`, a created one's as its `to`. */
const labelOf = (r: { action: string; from: string | null; to: string | null }) =>
  r.action === 'delete' ? r.from : r.action === 'create' ? r.to : null;

/** Staff names of user ids (an owner change's values), the id itself for one not found. */
export async function staffNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fname', 'lname'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, fullName(u.fname, u.lname) ?? u.id]));
}

/** Changes as people read them: an owner change names the staff, not their ids. */
export async function withOwnerNames<
  C extends { field: string | null; from: string | null; to: string | null },
>(db: Db, changes: C[]): Promise<C[]> {
  const owners = changes.filter((c) => c.field === 'assignedTo');
  const names = await staffNames(
    db,
    owners.flatMap((c) => [c.from, c.to]).filter((v) => v !== null),
  );
  const name = (v: string | null) => (v === null ? v : (names.get(v) ?? v));
  return changes.map((c) =>
    c.field === 'assignedTo' ? { ...c, from: name(c.from), to: name(c.to) } : c,
  );
}
