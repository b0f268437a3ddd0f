import type { NewEnquiryNotice } from '@studydesk/contract';
import {
  API_BASE,
  contactsResource,
  enquiriesResource,
  STREAM_PATH,
} from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { LIST_ID, LIVE_LIST_ID } from '../../lib/crud/tags';

/** The new enquiries as of when they were asked for (live events after that still count). */
export type NewEnquiries = { count: number; enquiries: NewEnquiryNotice[]; askedAt: number };

const { name: TAG, path } = enquiriesResource;
/**
 * The enquiries list's tag (createCrudApi): whatever reloads the list (a status change, a
 * delete) reloads the new-enquiry count with it.
 */
const LIST = { type: TAG, id: LIST_ID } as const;

export const STREAM_URL = `${API_BASE}${STREAM_PATH}`;

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /enquiries/new/count → {count, enquiries} (spec §7), newest first. */
    newEnquiries: build.query<NewEnquiries, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const askedAt = Date.now();
        const res = await baseQuery(`${path}/new/count`);
        if (res.error) return { error: res.error };
        const body = res.data as Omit<NewEnquiries, 'askedAt'>;
        return { data: { count: Math.max(0, body.count), enquiries: body.enquiries, askedAt } };
      },
      providesTags: [LIST],
    }),
    /**
     * PUT /enquiries/new/read {id}: "Mark as all read" on the server, per user, up to the
     * newest enquiry the bell showed (one that arrives meanwhile stays unread).
     */
    markNewRead: build.mutation<void, { id?: string }>({
      query: (body) => ({ url: `${path}/new/read`, method: 'PUT', body }),
      invalidatesTags: (_res, err) => (err ? [] : [LIST]),
    }),
  }),
});

export const { useNewEnquiriesQuery, useMarkNewReadMutation } = notificationsApi;
const CONTACTS = contactsResource.name;
/** Makes the call-request lists load again (one was given to this user). */
export const reloadContacts = () =>
  api
    .enhanceEndpoints({ addTagTypes: [CONTACTS] })
    .util.invalidateTags([{ type: CONTACTS, id: LIST_ID }]);
/** Makes the enquiries list (and the count) load again. */
export const reloadEnquiries = () => notificationsApi.util.invalidateTags([LIST]);
/** Makes enquiry lists on screen load again, not the bell's count (a live notice is on it). */
export const reloadEnquiryLists = () =>
  notificationsApi.util.invalidateTags([{ type: TAG, id: LIVE_LIST_ID }]);
