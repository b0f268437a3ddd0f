import type {
  Appointment,
  AppointmentMade,
  AppointmentStatus,
  AppointmentWalkIn,
  Slot,
} from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

export type CalendarAsk = { from: string; to: string; counsellor?: string; office?: string };
export type SlotsAsk = { counsellor: string; type: string; from: string; to: string };
export type BookAsk = { enquiry: string; counsellor: string; type: string; start: string };

const SESSIONS = { type: 'Appointment', id: 'LIST' } as const;
const STUDENT = 'AppointmentStudent';
const SLOTS = 'FreeSlots';
// the record's sessions section and the record itself (a walk-in may give it an owner)
const RECORD_SESSIONS = 'StudentSession';
const one = (id: string) => `/appointments/${encodeURIComponent(id)}`;

/**
 * Staff's calendar: the sessions of a day or a week (GET /appointments), their check-in, done,
 * no-show and cancel, booking on a student's behalf from the free slots, and the name of the
 * student a booking is opened for (the list answers each session's student's name itself).
 */
export const calendarApi = api
  .enhanceEndpoints({
    addTagTypes: [SESSIONS.type, STUDENT, SLOTS, RECORD_SESSIONS, enquiriesResource.name],
  })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      sessions: build.query<Appointment[], CalendarAsk>({
        query: (params) => ({ url: '/appointments', params }),
        transformResponse: (res: { data: Appointment[] }) => res.data,
        providesTags: [SESSIONS],
      }),
      setSessionStatus: build.mutation<Appointment, { id: string; status: AppointmentStatus }>({
        query: ({ id, status }) => ({ url: one(id), method: 'PATCH', body: { status } }),
        invalidatesTags: [SESSIONS],
      }),
      cancelSession: build.mutation<Appointment, string>({
        query: (id) => ({ url: one(id), method: 'DELETE' }),
        invalidatesTags: [SESSIONS],
      }),
      bookSession: build.mutation<AppointmentMade, BookAsk>({
        query: (body) => ({ url: '/appointments', method: 'POST', body }),
        // a failed booking too (409 "just taken"): the times shown are asked afresh
        invalidatesTags: (_r, _e, { enquiry }) => [
          SESSIONS,
          SLOTS,
          { type: RECORD_SESSIONS, id: enquiry },
        ],
      }),
      walkIn: build.mutation<AppointmentMade, AppointmentWalkIn>({
        query: (body) => ({ url: '/appointments/walk-in', method: 'POST', body }),
        invalidatesTags: (_r, _e, { enquiry }) => [
          SESSIONS,
          SLOTS,
          { type: RECORD_SESSIONS, id: enquiry },
          { type: enquiriesResource.name, id: enquiry },
        ],
      }),
      // what is free changes with every booking anywhere: always asked afresh
      freeSlots: build.query<Slot[], SlotsAsk>({
        query: (params) => ({ url: '/public/slots', params }),
        transformResponse: (res: { slots: Slot[] }) => res.slots,
        providesTags: [SLOTS],
        keepUnusedDataFor: 0,
      }),
      studentName: build.query<string, string>({
        query: (id) => `/enquiries/${encodeURIComponent(id)}`,
        transformResponse: (e: { fName: string; lName: string }) => `${e.fName} ${e.lName}`.trim(),
        providesTags: (_r, _e, id) => [{ type: STUDENT, id }],
      }),
    }),
  });

export const {
  useSessionsQuery,
  useSetSessionStatusMutation,
  useCancelSessionMutation,
  useBookSessionMutation,
  useWalkInMutation,
  useFreeSlotsQuery,
  useStudentNameQuery,
} = calendarApi;
