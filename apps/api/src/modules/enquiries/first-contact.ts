import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Records an enquiry's first contact (speed to lead) inside the caller's transaction:
 * sets `firstContactAt` to `at` only while it is still empty, so the first contact of any kind
 * wins and later ones never move it. Call it only where staff reach the person: a logged
 * contact (call, e-mail, meeting, message), an e-mail from the record, a call attempt (call
 * requests converted into enquiries pass their first attempt's time); never on a status move. `at` is an ISO
 * timestamp (one before the enquiry's creation counts as an
 * immediate contact on the dashboard); an unknown enquiry is left alone.
 */
export async function markFirstContact(
  trx: Transaction<Database>,
  enquiryId: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('enquiries')
    .set({ firstContactAt: at })
    .where('id', '=', enquiryId)
    .where('firstContactAt', 'is', null)
    .execute();
}
