import { GlobalSearchSchema, SEARCH_PALETTE_LIMIT, type GlobalSearch } from '@studydesk/contract';
import { api } from '../../lib/api';
import { malformed } from '../../lib/crud/tags';

/**
 * GET /search?q=: enquiries, call requests, colleges and courses in one answer, a few of each
 * with how many match in all.
 */
const searchApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    globalSearch: build.query<GlobalSearch, string>({
      queryFn: async (q, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: '/search', params: { q, limit: SEARCH_PALETTE_LIMIT } });
        if (res.error) return { error: res.error };
        const parsed = GlobalSearchSchema.safeParse(res.data);
        return parsed.success ? { data: parsed.data } : { error: malformed('Search failed') };
      },
      // what is found changes with every write; a search is always asked afresh
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGlobalSearchQuery } = searchApi;
