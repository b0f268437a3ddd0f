import { contactsResource, type Contact } from '@studydesk/contract';
import { api } from '../../lib/api';
import { createCrudApi } from '../../lib/crud/crud-api';
import { crudTags } from '../../lib/crud/tags';
import { createIdMutation } from '../../lib/crud/id-endpoints';

const { path } = contactsResource;

/**
 * Call requests: GET /contact → {data, count}, GET and DELETE /contact/{id}. They arrive from
 * the public site (POST /contact), so there is no create or edit here.
 */
export const contactsApi = createCrudApi<Contact, never>({ resource: contactsResource });
const { tag } = contactsApi;
const { list } = crudTags(tag);

/** PUT /contact/{id}/status, multipart `status` (spec §7). */
export const useContactStatusMutation = createIdMutation<Contact, FormData>({
  tag,
  name: 'contactStatus',
  route: { method: 'PUT', url: (id) => `${path}/${id}/status` },
});

/** PUT /contact/{id}/owner {assignedTo}: who calls back. */
export const useContactOwnerMutation = createIdMutation<Contact, { assignedTo: string | null }>({
  tag,
  name: 'contactOwner',
  route: { method: 'PUT', url: (id) => `${path}/${id}/owner` },
});

const extraApi = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /contact/count → {count}: every call request, whatever the list shows. */
    contactCount: build.query<number, void>({
      query: () => `${path}/count`,
      transformResponse: (res: { count?: unknown }) =>
        typeof res.count === 'number' ? Math.max(0, res.count) : 0,
      providesTags: [list],
    }),
    /** DELETE /contact: every call request (spec §4: the list empties, the count is 0). */
    contactRemoveAll: build.mutation<unknown, void>({
      query: () => ({ url: path, method: 'DELETE' }),
      invalidatesTags: [list],
    }),
  }),
});

export const { useContactCountQuery, useContactRemoveAllMutation } = extraApi;
