import type { MailState, OutboxList, OutboxMail, OutboxMessage } from '@studydesk/contract';
import { api } from '../../lib/api';

// outboxResource.path, written out: the contract's main entry would bring zod to this page.
const path = '/outbox';
const TAG = 'outbox' as const;
const LIST = { type: TAG, id: 'LIST' } as const;
const one = (id: string) => ({ type: TAG, id }) as const;

export type OutboxArgs = { page: number; limit: number; state?: MailState };
type Changed = { message: string; mail: OutboxMail };

/**
 * Settings → Outbox (admins): GET /outbox (a page, newest first, optionally one
 * state), GET /outbox/{id} (the message), resend and cancel. A change reloads the list and
 * that mail.
 */
export const outboxApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    outboxList: build.query<OutboxList, OutboxArgs>({
      query: ({ page, limit, state }) => ({ url: path, params: { page, limit, state } }),
      providesTags: [LIST],
    }),
    outboxMail: build.query<OutboxMessage, string>({
      query: (id) => `${path}/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [one(id)],
    }),
    resendMail: build.mutation<Changed, string>({
      query: (id) => ({ url: `${path}/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [LIST, one(id)],
    }),
    cancelMail: build.mutation<Changed, string>({
      query: (id) => ({ url: `${path}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [LIST, one(id)],
    }),
  }),
});

export const {
  useOutboxListQuery,
  useOutboxMailQuery,
  useResendMailMutation,
  useCancelMailMutation,
} = outboxApi;
