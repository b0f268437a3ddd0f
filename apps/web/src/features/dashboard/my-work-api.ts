import type { MyWork } from '@studydesk/contract';
import { FIGURES_TAG, figuresTagged } from '../../lib/live-figures';
import { malformed } from '../../lib/crud/tags';

const FIGURES = [
  'responseTargetMinutes',
  'leadsWaiting',
  'leadsPastTarget',
  'followUpsDueToday',
  'followUpsOverdue',
  'contactedThisWeek',
] as const;

/**
 * The answer's shape, checked by hand: the contract's zod schema would bring zod into the
 * dashboard's first load (its budget), as `plain.ts` explains.
 */
function isMyWork(v: unknown): v is MyWork {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  const week = r.week as Record<string, unknown> | undefined;
  return (
    FIGURES.every((k) => Number.isInteger(r[k])) &&
    typeof r.today === 'string' &&
    typeof week?.from === 'string' &&
    typeof week.to === 'string'
  );
}

/** GET /dashboard/mine?today=YYYY-MM-DD: the signed-in staff member's own figures. */
export const myWorkApi = figuresTagged.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    myWork: build.query<MyWork, string>({
      // an answer not of the contract's shape is the cards' error, not a crash of the page
      queryFn: async (today, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: '/dashboard/mine', params: { today } });
        if (res.error) return { error: res.error };
        return isMyWork(res.data)
          ? { data: res.data }
          : { error: malformed('Failed to load your figures') };
      },
      providesTags: [FIGURES_TAG],
    }),
  }),
});

export const { useMyWorkQuery } = myWorkApi;
