import type { Due } from '@studydesk/contract';
import { DUE_PATH } from '@studydesk/contract/plain';
import { lazyParser } from '../../lib/crud/lazy-parse';
import { DUE_TAG, dueTagged } from './due-tag';

export type DueArgs = { today: string; now: string };

/** The schema (and zod) load with the first answer: the bell's badge asks on the first load. */
const parseDue = lazyParser(
  () => import('./due-schema').then(({ DueSchema }) => DueSchema),
  'Failed to load',
);

const dueApi = dueTagged.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /due?today&now: the user's follow-ups and call-backs that have come due. */
    due: build.query<Due, DueArgs>({
      queryFn: async (params, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: DUE_PATH, params });
        if (res.error) return { error: res.error };
        return parseDue(res.data);
      },
      providesTags: [DUE_TAG],
    }),
  }),
});

export const { useDueQuery } = dueApi;
