import type { UnmatchedMail } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

// INBOX_PATH, written out: the contract's main entry would bring zod to this page.
const path = '/inbox';
const TAG = 'inbox' as const;
const LIST = { type: TAG, id: 'LIST' } as const;
const ENQUIRY = enquiriesResource.name;
/** An enquiry's record and timeline (createCrudApi's tag per id). */
const enquiry = (id: string) => ({ type: ENQUIRY, id }) as const;

export type UnmatchedList = { data: UnmatchedMail[]; count: number };

/**
 * The Unmatched list (admins, managers): GET /inbox/unmatched, POST /inbox/{id}/file {enquiry}
 * (the list, and that enquiry's record and timeline, reload), DELETE /inbox/{id} (dismiss).
 */
export const inboxApi = api.enhanceEndpoints({ addTagTypes: [TAG, ENQUIRY] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    unmatchedMail: build.query<UnmatchedList, void>({
      query: () => `${path}/unmatched`,
      providesTags: [LIST],
    }),
    fileMail: build.mutation<{ _id: string; enquiry: string }, { id: string; enquiry: string }>({
      query: ({ id, enquiry: e }) => ({
        url: `${path}/${encodeURIComponent(id)}/file`,
        method: 'POST',
        body: { enquiry: e },
      }),
      invalidatesTags: (_r, _e, { enquiry: e }) => [LIST, enquiry(e)],
    }),
    dismissMail: build.mutation<{ _id: string; message: string }, string>({
      query: (id) => ({ url: `${path}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useUnmatchedMailQuery, useFileMailMutation, useDismissMailMutation } = inboxApi;
