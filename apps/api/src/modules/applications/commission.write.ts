import type { Db } from '../../db/database';
import { recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';

type Fields = Record<string, unknown>;

/**
 * Writes an application's commission columns changed from `stored` to `next`, and their
 * history, together.
 */
export async function writeCommission(
  db: Db,
  cur: { _id: string; enquiry: string },
  { stored, next }: { stored: Fields; next: Fields },
  by: string,
) {
  await db.transaction().execute(async (trx) => {
    const target = { kind: 'application' as const, recordId: cur._id, enquiryId: cur.enquiry };
    const changes = await recordUpdate(trx, target, stored, next, by);
    if (Object.keys(changes).length > 0)
      await trx
        .updateTable('applications')
        .set({ ...changes, updatedAt: now() })
        .where('id', '=', cur._id)
        .execute();
  });
}
