import type { Appointment, AppointmentStatus } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

const SESSIONS = 'StudentSession';
const sessionsTag = (enquiry: string) => ({ type: SESSIONS, id: enquiry }) as const;
/** A held session is the student's contact: their record and timeline are stale too. */
const written = (enquiry: string) => [
  sessionsTag(enquiry),
  { type: enquiriesResource.name, id: enquiry } as const,
];
type Change = { id: string; enquiry: string };

/**
 * One student's sessions (GET /appointments?enquiry=), and what staff do to one: check in,
 * done, no-show (PATCH), cancel (DELETE).
 */
const sessionsApi = api
  .enhanceEndpoints({ addTagTypes: [SESSIONS, enquiriesResource.name] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      studentSessions: build.query<Appointment[], string>({
        query: (enquiry) => ({ url: '/appointments', params: { enquiry } }),
        transformResponse: (res: { data: Appointment[] }) => res.data,
        providesTags: (_r, _e, enquiry) => [sessionsTag(enquiry)],
      }),
      setSessionStatus: build.mutation<Appointment, Change & { status: AppointmentStatus }>({
        query: ({ id, status }) => ({
          url: `/appointments/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { status },
        }),
        invalidatesTags: (_r, _e, { enquiry }) => written(enquiry),
      }),
      cancelSession: build.mutation<Appointment, Change>({
        query: ({ id }) => ({ url: `/appointments/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, _e, { enquiry }) => written(enquiry),
      }),
    }),
  });

export const { useStudentSessionsQuery, useSetSessionStatusMutation, useCancelSessionMutation } =
  sessionsApi;
