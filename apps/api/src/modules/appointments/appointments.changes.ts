import { APPOINTMENT_MESSAGES as M, type AppointmentStatus } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { markFirstContact } from '../enquiries/first-contact';
import type { Booking } from './booking.service';
import { sessionChanged } from './appointments.history';
import { holdBlocks, LIVE, releaseBlocks } from './appointments.store';

/**
 * Changes to a booked session, by its student's link or by staff: a move takes the new time's
 * quarter-hours in the transaction that frees the old ones (409 if another session holds
 * them), a cancel frees them; a session held (done) is the student's contact.
 */
export function createAppointmentChanges(db: Db, booking: Booking) {
  const live = async (id: string) => {
    const row = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    if (!LIVE.includes(row.status as AppointmentStatus)) throw conflict(M.closed);
    return row;
  };
  /** The update, only while the session is still live (a cancel racing it wins or loses whole). */
  const whileLive = async (trx: Db, set: Record<string, string | null>, id: string) => {
    const r = await trx
      .updateTable('appointments')
      .set({ ...set, updatedAt: now() })
      .where('id', '=', id)
      .where('status', 'in', LIVE)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) throw conflict(M.closed);
  };

  return {
    async move(id: string, start: string, by: string | null) {
      const row = await live(id);
      const ask = { start, counsellor: row.counsellorId, type: row.typeId };
      const slot = (await booking.openingsFor(ask, false)).open[0]!;
      await db.transaction().execute(async (trx) => {
        const set = {
          startsAt: new Date(slot.start).toISOString(),
          endsAt: new Date(slot.end).toISOString(),
          officeId: slot.office,
          remindedDayAt: null,
          remindedHourAt: null,
        };
        await whileLive(trx, set, id);
        await releaseBlocks(trx, id);
        await holdBlocks(trx, id, slot, M.taken);
        await sessionChanged(trx, row, 'start', { from: row.startsAt, to: set.startsAt }, by);
      });
    },

    async cancel(id: string, by: string | null) {
      const row = await live(id);
      await db.transaction().execute(async (trx) => {
        await whileLive(trx, { status: 'cancelled' }, id);
        await releaseBlocks(trx, id);
        await sessionChanged(trx, row, 'status', { from: row.status, to: 'cancelled' }, by);
      });
    },

    /** Check-in, done or no-show (staff); a cancel goes through `cancel`. */
    async setStatus(id: string, status: AppointmentStatus, by: string) {
      if (status === 'cancelled') return this.cancel(id, by);
      const row = await live(id);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await whileLive(
          trx,
          status === 'checked-in' ? { status, checkedInAt: at } : { status },
          id,
        );
        if (status === 'done') await markFirstContact(trx, row.enquiryId, at);
        await sessionChanged(trx, row, 'status', { from: row.status, to: status }, by);
      });
    },
  };
}
export type AppointmentChanges = ReturnType<typeof createAppointmentChanges>;
