import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordUpdate } from '../../lib/history/changes';
import { followUpTarget } from './followups.repository';

type Trx = Transaction<Database>;
export const REPLACED = 'Replaced by a later follow-up';

/**
 * An enquiry has one next contact. A contact that books the next date (Log contact,
 * or Done with a date) closes the open follow-ups earlier contacts booked, each change
 * recorded. Those are the open tasks created at the moment a contact was made (another of the
 * enquiry's follow-ups was done at their creation); a reminder booked on its own (an intake
 * deadline's) stays open.
 */
export async function replaceBooked(trx: Trx, enquiry: string, by: string, at: string) {
  const booked = await trx
    .selectFrom('followups as f')
    .selectAll('f')
    .where('f.enquiry', '=', enquiry)
    .where('f.doneAt', 'is', null)
    .where('f.kind', '=', 'task')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('followups as c')
          .select('c.id')
          .whereRef('c.enquiry', '=', 'f.enquiry')
          .whereRef('c.doneAt', '=', 'f.createdAt')
          .whereRef('c.id', '<>', 'f.id'),
      ),
    )
    .execute();
  const values = { doneAt: at, doneBy: by, outcome: null, result: REPLACED };
  for (const f of booked) {
    await trx
      .updateTable('followups')
      .set({ ...values, updatedAt: at })
      .where('id', '=', f.id)
      .execute();
    await recordUpdate(trx, followUpTarget(f.id, f.enquiry), f, values, by);
  }
}
