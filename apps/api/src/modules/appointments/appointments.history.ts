import { actionRow, recordChanges, type ChangeRow } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import type { Db } from '../../db/database';

/*
 * A session's history on its student's timeline, in the field history every record keeps
 * (record_changes, kind `session`): its booking, each move of its start and each status after,
 * with who (null: the student, through their link) and when.
 */
type Session = { id: string; enquiryId: string };
const target = (s: Session) => ({
  kind: 'session' as const,
  recordId: s.id,
  enquiryId: s.enquiryId,
});

export const sessionBooked = (trx: Db, s: Session, start: string, by: string | null) =>
  recordChanges(trx, [actionRow(target(s), 'create', by, { to: start })]);

/** A move (`start`) or a status, from → to. */
export function sessionChanged(
  trx: Db,
  s: Session,
  field: 'start' | 'status',
  change: { from: string; to: string },
  by: string | null,
) {
  const row: ChangeRow = {
    id: newId(),
    ...target(s),
    action: 'update',
    field,
    ...change,
    by,
    at: now(),
  };
  return recordChanges(trx, [row]);
}
