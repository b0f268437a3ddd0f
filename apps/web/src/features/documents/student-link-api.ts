import type { StudentLink, StudentLinkStatus } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { documentsBaseApi, documentsTag } from './document-tags';

const at = (enquiry: string) => `${enquiriesResource.path}/${enquiry}/student-link`;
// The timeline says a link was made or revoked; the card's status says whether one works.
const written = (enquiry: string) => [
  { type: enquiriesResource.name, id: enquiry } as const,
  documentsTag(enquiry),
];

/** The student's private link: made (the earlier one stops working) or revoked. */
export const studentLinkApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /enquiries/:id/student-link: whether a link works, and until when (not the link). */
    studentLinkStatus: build.query<StudentLinkStatus, string>({
      query: at,
      providesTags: (_r, _e, enquiry) => [documentsTag(enquiry)],
    }),
    /** POST /enquiries/:id/student-link: the URL, shown once (only its token's hash is kept). */
    issueStudentLink: build.mutation<StudentLink, string>({
      query: (enquiry) => ({ url: at(enquiry), method: 'POST' }),
      invalidatesTags: (_r, err, enquiry) => (err ? [] : written(enquiry)),
    }),
    /** DELETE /enquiries/:id/student-link: the page stops working at once. */
    revokeStudentLink: build.mutation<unknown, string>({
      query: (enquiry) => ({ url: at(enquiry), method: 'DELETE' }),
      invalidatesTags: (_r, err, enquiry) => (err ? [] : written(enquiry)),
    }),
  }),
});

export const {
  useStudentLinkStatusQuery,
  useIssueStudentLinkMutation,
  useRevokeStudentLinkMutation,
} = studentLinkApi;
