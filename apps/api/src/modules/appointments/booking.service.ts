import type { Transaction } from 'kysely';
import {
  APPOINTMENT_MESSAGES as M,
  BOOKING_NOTICE_MINUTES,
  type AppointmentBook,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/ids';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import type { EventBus } from '../events/event-bus';
import { giveUnowned } from '../ownership/claim';
import { nextInTurn } from '../ownership/round-robin';
import { bookablePerson } from './availability.store';
import { bookingEnquiry } from './booking-enquiry';
import { insertAppointment } from './appointments.store';
import type { SessionTypes } from './session-types.store';
import type { SlotFinder } from './slots.service';
import type { Opening } from './slots';

type Trx = Transaction<Database>;
const MINUTE = 60_000;

/** What follows a booking in its transaction (its confirmation mail). */
export type BookedHook = (trx: Trx, appointmentId: string, token: string) => Promise<void>;

export type BookingDeps = {
  handle: DbHandle;
  bus: EventBus;
  enquiries: EnquiriesRepository;
  types: SessionTypes;
  find: SlotFinder;
  clock: () => number;
  onBooked: BookedHook[];
};
export type SlotAsk = { start: string; counsellor?: string; type?: string; office?: string };
type EnquiryOf = (trx: Trx, slot: Opening) => Promise<string>;
/** One session to write: its time is chosen inside the transaction that holds it. */
export type Commit = {
  typeId: string;
  slot: (trx: Trx) => Promise<Opening>;
  timeZone?: string;
  by: string | null;
  enquiryOf: EnquiryOf;
  /** a student at the desk: checked in at once, no confirmation nor reminders */
  walkIn?: boolean;
  /** the 409's message when the time is held */
  taken?: string;
};

export function createBooking(deps: BookingDeps) {
  const { db } = deps.handle;

  /**
   * The times a booking may take: 404 for an unknown type or person, 400 for a time never
   * offered (or too soon), 409 when it is offered but held (`free`: checked now; a move frees
   * its own time in its transaction, so it skips this).
   */
  async function openingsFor(ask: SlotAsk, free = true) {
    const type = await deps.types.forBooking(ask.type);
    if (!type) throw notFound(M.typeNotFound);
    if (ask.counsellor && !(await bookablePerson(db, ask.counsellor)))
      throw notFound(M.counsellorNotFound);
    const start = Date.parse(ask.start);
    if (start < deps.clock() + BOOKING_NOTICE_MINUTES * MINUTE)
      throw badRequest(M.tooSoon, { start: M.tooSoon });
    const at = {
      counsellor: ask.counsellor,
      office: ask.office,
      minutes: type.minutes,
      from: start,
      to: start + 1,
    };
    const offered = await deps.find({ ...at, withTaken: true });
    if (offered.length === 0) throw badRequest(M.notAvailable, { start: M.notAvailable });
    const open = free ? await deps.find(at) : offered;
    if (open.length === 0) throw conflict(M.taken, { start: M.taken });
    return { type, open };
  }

  /** One person named: theirs. Else the turn of the first one's office, among those free. */
  async function chooseSlot(trx: Trx, open: Opening[]): Promise<Opening> {
    if (open.length === 1) return open[0]!;
    const office = open[0]!.office;
    const among = open.filter((o) => o.office === office).map((o) => o.counsellor);
    const [next] = await nextInTurn(trx, 1, office, among);
    return open.find((o) => o.counsellor === next) ?? open[0]!;
  }

  const zoneOf = async (trx: Trx, office: string) =>
    (await trx.selectFrom('offices').select('timeZone').where('id', '=', office).executeTakeFirst())
      ?.timeZone ?? 'UTC';

  /**
   * Writes a session in one transaction: the enquiry, the session, its quarter-hours, and (for
   * a session to come) its confirmation mail.
   */
  async function commit(c: Commit) {
    const token = newToken();
    const id = await db.transaction().execute(async (trx) => {
      const slot = await c.slot(trx);
      const made = {
        enquiryId: await c.enquiryOf(trx, slot),
        slot,
        typeId: c.typeId,
        studentZone: c.timeZone ?? (await zoneOf(trx, slot.office)),
        tokenHash: sha256(token),
        bookedBy: c.by,
        walkIn: c.walkIn,
      };
      const appointmentId = await insertAppointment(trx, made, c.taken ?? M.taken);
      if (!c.walkIn) for (const hook of deps.onBooked) await hook(trx, appointmentId, token);
      return appointmentId;
    });
    await deps.bus.afterCommit();
    return { id, token };
  }

  /** A time the public rules offer (free, within hours, after the notice). */
  async function book(
    ask: SlotAsk & { timeZone?: string },
    by: string | null,
    enquiryOf: EnquiryOf,
  ) {
    const { type, open } = await openingsFor(ask);
    const slot = (trx: Trx) => chooseSlot(trx, open);
    return commit({ typeId: type.id, slot, timeZone: ask.timeZone, by, enquiryOf });
  }

  return {
    openingsFor,
    commit,
    zoneOf,
    /** The public booking: the person's enquiry found or made (booking-enquiry.ts). */
    bookPublic: (input: AppointmentBook) =>
      book(input, null, (trx, slot) => bookingEnquiry(trx, deps, input, slot)),
    /** Staff booking for a student they can see: an unowned one goes to the counsellor. */
    bookFor: (ask: SlotAsk & { enquiry: string; timeZone?: string }, by: string) =>
      book(ask, by, async (trx, slot) => {
        await giveUnowned(trx, deps.bus, ask.enquiry, slot.counsellor, by);
        return ask.enquiry;
      }),
  };
}
export type Booking = ReturnType<typeof createBooking>;
