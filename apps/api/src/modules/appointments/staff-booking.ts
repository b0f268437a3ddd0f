import { APPOINTMENT_MESSAGES as M } from '@studydesk/contract';
import { badRequest, notFound } from '../../lib/errors';
import { defaultOfficeId } from '../offices/offices.store';
import { giveUnowned } from '../ownership/claim';
import { bookablePerson } from './availability.store';
import type { Booking, BookingDeps } from './booking.service';
import type { Opening } from './slots';

const MINUTE = 60_000;

/** The student a staff booking is for, as the caller may see them. */
export type StaffAsk = {
  enquiry: string;
  /** the student's office (a record from before offices has none: the agency's first) */
  office?: string;
  counsellor: string;
  type?: string;
  timeZone?: string;
};

/**
 * Staff book for a student at any time to come, within the counsellor's hours or outside them
 * (the answer says which), and record a walk-in that starts now, checked in. Only the
 * counsellor's other sessions stand in the way: the quarter-hours' key refuses an overlap (409).
 */
export function createStaffBooking(deps: BookingDeps, booking: Booking) {
  const { db } = deps.handle;

  /** The session at `start`: in the hours' office when within them, else the student's. */
  async function openingAt(ask: StaffAsk, start: number) {
    const type = await deps.types.forBooking(ask.type);
    if (!type) throw notFound(M.typeNotFound);
    if (!(await bookablePerson(db, ask.counsellor))) throw notFound(M.counsellorNotFound);
    const minutes = type.minutes;
    const at = { counsellor: ask.counsellor, minutes, from: start, to: start + 1 };
    const [within] = await deps.find({ ...at, withTaken: true, anyTime: true });
    const slot = async (trx: Parameters<Booking['zoneOf']>[0]): Promise<Opening> => {
      if (within) return within;
      const office = ask.office ?? (await defaultOfficeId(trx));
      const end = start + minutes * MINUTE;
      const timeZone = await booking.zoneOf(trx, office);
      return { start, end, counsellor: ask.counsellor, office, timeZone };
    };
    return { typeId: type.id, slot, outsideHours: !within };
  }

  async function write(ask: StaffAsk, start: number, by: string, walkIn: boolean) {
    const { typeId, slot, outsideHours } = await openingAt(ask, start);
    const { id } = await booking.commit({
      typeId,
      slot,
      timeZone: ask.timeZone,
      by,
      walkIn,
      taken: M.overlaps,
      enquiryOf: async (trx, s) => {
        await giveUnowned(trx, deps.bus, ask.enquiry, s.counsellor, by);
        return ask.enquiry;
      },
    });
    return { id, outsideHours };
  }

  return {
    /** A session to come, at the time staff chose. */
    async book(ask: StaffAsk & { start: string }, by: string) {
      const start = Date.parse(ask.start);
      if (start <= deps.clock()) throw badRequest(M.inThePast, { start: M.inThePast });
      return write(ask, start, by, false);
    },
    /** The student is at the desk: a session from now, checked in. */
    walkIn: (ask: StaffAsk, by: string) => write(ask, deps.clock(), by, true),
  };
}
export type StaffBooking = ReturnType<typeof createStaffBooking>;
