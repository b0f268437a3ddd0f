import type { ToReview } from '@studydesk/contract';
import { TO_REVIEW_PATH } from '@studydesk/contract/plain';
import { malformed } from '../../lib/crud/tags';
import { DOCUMENTS, documentsBaseApi, documentsTag } from '../documents/document-tags';

/** The list as a whole: a student's new upload makes it stale. */
const TO_REVIEW = { type: DOCUMENTS, id: 'TO_REVIEW' } as const;

/** The answer's shape, checked without zod (the shell's first load carries no schema code). */
const isToReview = (r: unknown): r is ToReview =>
  typeof r === 'object' &&
  r !== null &&
  Array.isArray((r as ToReview).data) &&
  typeof (r as ToReview).count === 'number';

const toReviewApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /**
     * GET /documents/to-review: the uploads awaiting the user's review. Tagged with each
     * student's documents too, so accepting or rejecting one (anywhere) asks again.
     */
    toReview: build.query<ToReview, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const res = await baseQuery(TO_REVIEW_PATH);
        if (res.error) return { error: res.error };
        return isToReview(res.data) ? { data: res.data } : { error: malformed('Failed to load') };
      },
      providesTags: (res) => [TO_REVIEW, ...(res?.data ?? []).map((d) => documentsTag(d.enquiry))],
    }),
  }),
});

export const { useToReviewQuery } = toReviewApi;
/** Makes the list ask again (a student sent a document). */
export const reloadToReview = () => toReviewApi.util.invalidateTags([TO_REVIEW]);
