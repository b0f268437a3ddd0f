import type { Office, OfficeCreate, OfficeList, OfficeUpdate } from '@studydesk/contract';
import { OFFICES_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

const OFFICE = 'office';
/** Every list of offices: Settings → Offices, and every picker and filter that names them. */
export const OFFICE_LIST = { type: OFFICE, id: 'LIST' } as const;
/** /offices/:id, the id escaped. */
export const officePath = (id: string) => `${OFFICES_PATH}/${encodeURIComponent(id)}`;

/**
 * GET /offices?retired=all (every signed-in user reads them: names on records, the filters and
 * the transfer's choices); POST, PATCH and DELETE (retire) are admins'. A write reloads the
 * one list, so every screen that shows office UI follows an office added or retired.
 */
export const officesApi = api.enhanceEndpoints({ addTagTypes: [OFFICE] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    offices: build.query<Office[], void>({
      query: () => `${OFFICES_PATH}?retired=all`,
      transformResponse: (res: OfficeList) => res.data,
      providesTags: [OFFICE_LIST],
    }),
    addOffice: build.mutation<Office, OfficeCreate>({
      query: (body) => ({ url: OFFICES_PATH, method: 'POST', body }),
      invalidatesTags: [OFFICE_LIST],
    }),
    updateOffice: build.mutation<Office, { id: string; body: OfficeUpdate }>({
      query: ({ id, body }) => ({ url: officePath(id), method: 'PATCH', body }),
      invalidatesTags: [OFFICE_LIST],
    }),
    /** Its enquiries and people move to `moveTo` (the server refuses the last active office). */
    retireOffice: build.mutation<Office, { id: string; moveTo: string }>({
      query: ({ id, moveTo }) => ({ url: officePath(id), method: 'DELETE', params: { moveTo } }),
      invalidatesTags: [OFFICE_LIST],
    }),
  }),
});

export const {
  useOfficesQuery,
  useAddOfficeMutation,
  useUpdateOfficeMutation,
  useRetireOfficeMutation,
} = officesApi;
