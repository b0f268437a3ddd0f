import type { StudentLink } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { documentsBaseApi } from './document-tags';

const at = (enquiry: string) => `${enquiriesResource.path}/${enquiry}/student-link`;
const timeline = (enquiry: string) => [{ type: enquiriesResource.name, id: enquiry } as const];

/** The student's private link (issue 23): made (the earlier one stops working) or revoked. */
export const studentLinkApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** POST /enquiries/:id/student-link: the URL, shown once (only its token's hash is kept). */
    issueStudentLink: build.mutation<StudentLink, string>({
      query: (enquiry) => ({ url: at(enquiry), method: 'POST' }),
      invalidatesTags: (_r, err, enquiry) => (err ? [] : timeline(enquiry)),
    }),
    /** DELETE /enquiries/:id/student-link: the page stops working at once. */
    revokeStudentLink: build.mutation<unknown, string>({
      query: (enquiry) => ({ url: at(enquiry), method: 'DELETE' }),
      invalidatesTags: (_r, err, enquiry) => (err ? [] : timeline(enquiry)),
    }),
  }),
});

export const { useIssueStudentLinkMutation, useRevokeStudentLinkMutation } = studentLinkApi;
