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
