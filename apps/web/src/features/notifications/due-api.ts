import { DUE_PATH, DueSchema, type Due } from '@studydesk/contract';
import { malformed } from '../../lib/crud';
import { DUE_TAG, dueTagged } from './due-tag';

export type DueArgs = { today: string; now: string };

const dueApi = dueTagged.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /due?today&now: the user's follow-ups and call-backs that have come due. */
    due: build.query<Due, DueArgs>({
      queryFn: async (params, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: DUE_PATH, params });
        if (res.error) return { error: res.error };
        const parsed = DueSchema.safeParse(res.data);
        return parsed.success ? { data: parsed.data } : { error: malformed('Failed to load') };
      },
      providesTags: [DUE_TAG],
    }),
  }),
});

export const { useDueQuery } = dueApi;
