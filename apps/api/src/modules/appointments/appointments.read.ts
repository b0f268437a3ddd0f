import {
  APPOINTMENT_MESSAGES as M,
  type AppointmentStatus,
  type PublicAppointment,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { scopeOffice } from '../../lib/scope/offices';
import { toAppointment } from './appointments.store';

/** Longer than any token handed out; a longer one is hashed all the same and found by none. */
const TOKEN_MAX = 200;
const LIST_MAX = 500;

export type ListAsk = {
  enquiry?: string;
  from?: string;
  to?: string;
  counsellor?: string;
  office?: string;
  status?: AppointmentStatus;
};

/** Staff's reads, within the reader's offices (another office's session is a missing one). */
export function createAppointmentReads(db: Db) {
  // the student's and office's names come with each session: one query for a whole calendar
  const scoped = () =>
    scopeOffice(
      db
        .selectFrom('appointments')
        .innerJoin('enquiries as e', 'e.id', 'appointments.enquiryId')
        .innerJoin('offices as o', 'o.id', 'appointments.officeId')
        .selectAll('appointments')
        .select(['e.fName', 'e.lName', 'o.name as officeName', 'o.timeZone as officeZone']),
      'appointments.officeId',
    );
  return {
    async get(id: string) {
      const row = await scoped().where('appointments.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(M.notFound);
      return toAppointment(row);
    },
    /** By start; a calendar asks for a day or a week, so the list is capped, not paged. */
    async list(q: ListAsk) {
      // `office=` narrows through the viewer's context (the auth plugin reads it from the query)
      const rows = await scoped()
        .$if(q.enquiry !== undefined, (qb) => qb.where('appointments.enquiryId', '=', q.enquiry!))
        .$if(q.from !== undefined, (qb) => qb.where('appointments.startsAt', '>=', q.from!))
        .$if(q.to !== undefined, (qb) => qb.where('appointments.startsAt', '<', q.to!))
        .$if(q.counsellor !== undefined, (qb) =>
          qb.where('appointments.counsellorId', '=', q.counsellor!),
        )
        .$if(q.status !== undefined, (qb) => qb.where('appointments.status', '=', q.status!))
        .orderBy('appointments.startsAt')
        .orderBy('appointments.id')
        .limit(LIST_MAX)
        .execute();
      return { data: rows.map(toAppointment), total: rows.length };
    },
    /** The session a private link's token opens, or null (every token takes the same path). */
    async idOfToken(token: string): Promise<string | null> {
      const row = await db
        .selectFrom('appointments')
        .select('id')
        .where('tokenHash', '=', sha256(token.slice(0, TOKEN_MAX)))
        .executeTakeFirst();
      return row && token.length <= TOKEN_MAX ? row.id : null;
    },
    /** What the student is shown of their session (`ex`: inside the transaction that wrote it). */
    async publicView(id: string, ex: Db = db): Promise<PublicAppointment> {
      const r = await ex
        .selectFrom('appointments as a')
        .innerJoin('session_types as t', 't.id', 'a.typeId')
        .innerJoin('users as u', 'u.id', 'a.counsellorId')
        .innerJoin('offices as o', 'o.id', 'a.officeId')
        .select(['a.startsAt', 'a.endsAt', 'a.status', 'a.studentZone', 't.name', 't.minutes'])
        .select(['a.counsellorId', 'a.typeId'])
        .select(['t.mode', 't.meetingLink', 'u.fname', 'u.lname', 'o.address', 'o.timeZone'])
        .select('o.name as officeName')
        .where('a.id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        start: r.startsAt,
        end: r.endsAt,
        status: r.status as AppointmentStatus,
        type: { name: r.name, minutes: Number(r.minutes), mode: r.mode as 'online' | 'office' },
        meetingLink: r.mode === 'online' ? r.meetingLink : null,
        counsellor: `${r.fname} ${r.lname}`.trim(),
        office: { name: r.officeName, address: r.address, timeZone: r.timeZone },
        timeZone: r.studentZone,
        counsellorId: r.counsellorId,
        typeId: r.typeId,
      };
    },
  };
}
export type AppointmentReads = ReturnType<typeof createAppointmentReads>;
