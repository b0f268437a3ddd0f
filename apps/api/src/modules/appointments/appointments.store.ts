import type { Selectable, Transaction } from 'kysely';
import type { Appointment, AppointmentStatus } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AppointmentRow } from '../../db/schema-appointments';
import { conflict } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { sessionBooked, sessionChanged } from './appointments.history';
import { blocksOf, type Opening } from './slots';

const WALKED_IN = { from: 'booked', to: 'checked-in' };

type Trx = Transaction<Database>;
/** Statuses whose session still holds its time. */
export const LIVE: AppointmentStatus[] = ['booked', 'checked-in'];

/** A session's row with its student's and office's names (appointments.read joins them). */
export type NamedRow = Selectable<AppointmentRow> & {
  fName: string;
  lName: string;
  officeName: string;
  officeZone: string;
};

export const toAppointment = (r: NamedRow): Appointment => ({
  _id: r.id,
  enquiry: r.enquiryId,
  counsellor: r.counsellorId,
  type: r.typeId,
  office: r.officeId,
  start: r.startsAt,
  end: r.endsAt,
  status: r.status as AppointmentStatus,
  timeZone: r.studentZone,
  checkedInAt: r.checkedInAt,
  studentName: `${r.fName} ${r.lName}`.trim(),
  officeName: r.officeName,
  officeZone: r.officeZone,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** A key another row already holds, on either dialect (the slot's quarter-hours). */
const isKeyTaken = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/**
 * Holds the quarter-hours of `slot` for the session: the primary key refuses any that another
 * live session holds, so of two bookings racing for one time exactly one commits (409 for the
 * other, its whole transaction rolled back).
 */
export async function holdBlocks(trx: Trx, appointmentId: string, slot: Opening, taken: string) {
  const rows = blocksOf(slot.start, slot.end).map((blockAt) => ({
    counsellorId: slot.counsellor,
    blockAt,
    appointmentId,
  }));
  try {
    await trx.insertInto('appointment_blocks').values(rows).execute();
  } catch (err) {
    if (isKeyTaken(err)) throw conflict(taken, { start: taken });
    throw err;
  }
}

export const releaseBlocks = (trx: Trx | Db, appointmentId: string) =>
  trx.deleteFrom('appointment_blocks').where('appointmentId', '=', appointmentId).execute();

export type NewAppointment = {
  enquiryId: string;
  slot: Opening;
  typeId: string;
  studentZone: string;
  tokenHash: string;
  bookedBy: string | null;
  walkIn?: boolean;
};

export async function insertAppointment(trx: Trx, a: NewAppointment, taken: string) {
  const id = newId();
  const t = now();
  // a walk-in is in the room: checked in now, and past any reminder
  const held = a.walkIn ? t : null;
  await trx
    .insertInto('appointments')
    .values({
      id,
      enquiryId: a.enquiryId,
      counsellorId: a.slot.counsellor,
      typeId: a.typeId,
      officeId: a.slot.office,
      startsAt: new Date(a.slot.start).toISOString(),
      endsAt: new Date(a.slot.end).toISOString(),
      status: a.walkIn ? 'checked-in' : 'booked',
      studentZone: a.studentZone,
      tokenHash: a.tokenHash,
      bookedBy: a.bookedBy,
      checkedInAt: held,
      remindedDayAt: held,
      remindedHourAt: held,
      createdAt: t,
      updatedAt: t,
    })
    .execute();
  await holdBlocks(trx, id, a.slot, taken);
  const session = { id, enquiryId: a.enquiryId };
  await sessionBooked(trx, session, new Date(a.slot.start).toISOString(), a.bookedBy);
  if (a.walkIn) await sessionChanged(trx, session, 'status', WALKED_IN, a.bookedBy);
  return id;
}
