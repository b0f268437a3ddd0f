import type {
  Application,
  ApplicationCreate,
  ApplicationDetail,
  ShortlistItem,
} from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import {
  APPLICATION_LIST,
  applicationTag,
  applicationWritten,
  applicationsApi,
} from '../applications/application-tags';

const PATH = enquiriesResource.path;
const STUDENT = enquiriesResource.name;

/** A student's applications and the courses suggested to them, and Add. */
const studentApi = applicationsApi.enhanceEndpoints({ addTagTypes: [STUDENT] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /enquiries/:id/applications: oldest first. */
    studentApplications: build.query<Application[], string>({
      query: (id) => `${PATH}/${id}/applications`,
      transformResponse: (raw: { data?: Application[] }) => raw.data ?? [],
      providesTags: (res = []) => [APPLICATION_LIST, ...res.map((a) => applicationTag(a._id))],
    }),
    /** GET /enquiries/:id/shortlist?today: best fit first; follows the enquiry's interest. */
    studentShortlist: build.query<ShortlistItem[], { id: string; today: string }>({
      query: ({ id, today }) => ({ url: `${PATH}/${id}/shortlist`, params: { today } }),
      transformResponse: (raw: { data?: ShortlistItem[] }) => raw.data ?? [],
      providesTags: (_r, _e, { id }) => [APPLICATION_LIST, { type: STUDENT, id }],
    }),
    /** POST /applications: a Shortlisted application; the student's timeline shows it opened. */
    addApplication: build.mutation<ApplicationDetail, ApplicationCreate>({
      query: (body) => ({ url: '/applications', method: 'POST', body }),
      invalidatesTags: (res, err, { enquiry }) =>
        err ? [] : [...applicationWritten(res?._id), { type: STUDENT, id: enquiry }],
    }),
  }),
});

export const { useStudentApplicationsQuery, useStudentShortlistQuery, useAddApplicationMutation } =
  studentApi;
