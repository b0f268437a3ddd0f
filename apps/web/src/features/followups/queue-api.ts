import type { ContactLogResult, FollowUpDone, FollowUpQueue } from '@studydesk/contract';
import { enquiriesResource, followUpsResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { lazyParser } from '../../lib/crud/lazy-parse';
import { LIST_ID } from '../../lib/crud/tags';

const { path, name } = followUpsResource;
const ENQUIRIES = enquiriesResource.name;
const QUEUE = { type: name, id: LIST_ID } as const;
const parseQueue = lazyParser(
  () => import('./queue-schema').then(({ FollowUpQueueSchema }) => FollowUpQueueSchema),
  'Failed to fetch follow-ups',
);
const ENQUIRY_LIST = { type: ENQUIRIES, id: LIST_ID } as const;

/**
 * `assignedTo`: only the follow-ups of that staff member's enquiries (`?owner=mine`); `office`:
 * only one office's (admins and managers of several).
 */
export type QueueArgs = {
  page: number;
  limit: number;
  today: string;
  assignedTo?: string;
  office?: string;
};

/** The work queue and its Done, on the one API; both live under the follow-ups' list tag. */
const queueApi = api.enhanceEndpoints({ addTagTypes: [name, ENQUIRIES] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /followUp/queue: open follow-ups, overdue → today → upcoming → no date, one pager. */
    followUpQueue: build.query<FollowUpQueue, QueueArgs>({
      queryFn: async (params, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: `${path}/queue`, params });
        if (res.error) return { error: res.error };
        return parseQueue(res.data);
      },
      providesTags: [QUEUE],
    }),
    /** POST /followUp/{id}/done: off the queue, maybe the next one booked, status moved. */
    followUpDone: build.mutation<
      ContactLogResult,
      { id: string; enquiry: string; body: FollowUpDone }
    >({
      query: ({ id, body }) => ({ url: `${path}/${id}/done`, method: 'POST', body }),
      invalidatesTags: (_res, err, { enquiry }) =>
        err ? [] : [QUEUE, ENQUIRY_LIST, { type: ENQUIRIES, id: enquiry }],
    }),
  }),
});

export const { useFollowUpQueueQuery, useFollowUpDoneMutation } = queueApi;
