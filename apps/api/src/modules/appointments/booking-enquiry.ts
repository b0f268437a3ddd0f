import type { Transaction } from 'kysely';
import type { AppointmentBook } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { phoneKeys } from '../../lib/search/terms';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import type { EventBus } from '../events/event-bus';
import { giveUnowned } from '../ownership/claim';
import type { Opening } from './slots';

type Trx = Transaction<Database>;
const CLOSED = ['converted', 'closed'];

/** The person's newest open, live enquiry by e-mail, else by phone digits. */
async function openEnquiryOf(trx: Trx, email: string, mobile: string) {
  const digits = phoneKeys(mobile).mobileDigits;
  const newest = (col: 'email' | 'mobileDigits', value: string) =>
    trx
      .selectFrom('enquiries')
      .select('id')
      .where(col, '=', value)
      .where('deletedAt', 'is', null)
      .where('status', 'not in', CLOSED)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  return (
    (await newest('email', email)) ?? (digits ? await newest('mobileDigits', digits) : undefined)
  );
}

/**
 * The enquiry a public booking is filed on: the person's open one (e-mail, else phone), given
 * to the counsellor booked when it has no owner (one with an owner keeps them: they know the
 * student); else a new enquiry through the one insert every enquiry takes (numbered, linked to
 * a recent one of the same person, acknowledged), owned by the counsellor booked.
 */
export async function bookingEnquiry(
  trx: Trx,
  deps: { bus: EventBus; enquiries: EnquiriesRepository },
  person: Pick<AppointmentBook, 'fName' | 'lName' | 'email' | 'mobile'>,
  slot: Opening,
): Promise<string> {
  const open = await openEnquiryOf(trx, person.email, person.mobile);
  if (open) {
    await giveUnowned(trx, deps.bus, open.id, slot.counsellor, null);
    return open.id;
  }
  return deps.enquiries.insertIn(
    trx,
    {
      ...person,
      category: 'Other',
      source: 'booking',
      assignedTo: slot.counsellor,
      office: slot.office,
    },
    null,
  );
}
