import type {
  Availability,
  AvailabilityPut,
  SessionType,
  SessionTypeCreate,
  SessionTypeUpdate,
} from '@studydesk/contract';
import { api } from '../../lib/api';

const AVAILABILITY = 'Availability';
const SESSION_TYPES = { type: 'SessionType', id: 'LIST' } as const;
const availabilityPath = (user: string) => `/users/${encodeURIComponent(user)}/availability`;

/**
 * A person's weekly hours and time off (GET/PUT /users/:id/availability), and the agency's
 * session types (GET /session-types for everyone, POST/PATCH for admins).
 */
export const appointmentsApi = api
  .enhanceEndpoints({ addTagTypes: [AVAILABILITY, SESSION_TYPES.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      availability: build.query<Availability, string>({
        query: availabilityPath,
        providesTags: (_r, _e, user) => [{ type: AVAILABILITY, id: user }],
      }),
      setAvailability: build.mutation<Availability, { user: string; body: AvailabilityPut }>({
        query: ({ user, body }) => ({ url: availabilityPath(user), method: 'PUT', body }),
        invalidatesTags: (_r, _e, { user }) => [{ type: AVAILABILITY, id: user }],
      }),
      sessionTypes: build.query<SessionType[], void>({
        query: () => '/session-types',
        transformResponse: (res: { data: SessionType[] }) => res.data,
        providesTags: [SESSION_TYPES],
      }),
      addSessionType: build.mutation<SessionType, SessionTypeCreate>({
        query: (body) => ({ url: '/session-types', method: 'POST', body }),
        invalidatesTags: [SESSION_TYPES],
      }),
      updateSessionType: build.mutation<SessionType, { id: string; body: SessionTypeUpdate }>({
        query: ({ id, body }) => ({
          url: `/session-types/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: [SESSION_TYPES],
      }),
    }),
  });

export const {
  useAvailabilityQuery,
  useSetAvailabilityMutation,
  useSessionTypesQuery,
  useAddSessionTypeMutation,
  useUpdateSessionTypeMutation,
} = appointmentsApi;
