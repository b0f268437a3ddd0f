import {
  enquiriesResource,
  intakesResource,
  type ApplicationCommission,
  type ApplicationDetail,
  type ApplicationUpdate,
  type CommissionRule,
  type CommissionUpdate,
  type ConditionCreate,
  type ConditionUpdate,
  type Intake,
} from '@studydesk/contract';
import { LIST_ID } from '../../../lib/crud/tags';
import {
  COMMISSION_LIST,
  applicationTag,
  applicationWritten,
  applicationsApi,
} from '../application-tags';

const PATH = '/applications';
const STUDENT = enquiriesResource.name;
const INTAKES = intakesResource.name;

/** A write on one application, named by it and its student (whose timeline shows the change). */
type On<B> = { id: string; enquiry: string; body: B };
type OnCondition<B> = On<B> & { conditionId: string };

/** What a write on the record makes stale: the application's reads, and the student's timeline. */
const written = (err: unknown, { id, enquiry }: { id: string; enquiry: string }) =>
  err ? [] : [...applicationWritten(id), { type: STUDENT, id: enquiry }];

/** One application's record: itself, its conditions, its commission, their writes. */
export const recordApi = applicationsApi
  .enhanceEndpoints({ addTagTypes: [STUDENT, INTAKES] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      /** GET /applications/:id: with its stage history and the offer's conditions. */
      applicationRecord: build.query<ApplicationDetail, string>({
        query: (id) => `${PATH}/${id}`,
        providesTags: (_r, _e, id) => [applicationTag(id)],
      }),
      /** PATCH /applications/:id: details, offer and visa fields. */
      applicationEdit: build.mutation<ApplicationDetail, On<ApplicationUpdate>>({
        query: ({ id, body }) => ({ url: `${PATH}/${id}`, method: 'PATCH', body }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      /** DELETE /applications/:id (kept, restorable). */
      applicationDelete: build.mutation<unknown, Omit<On<never>, 'body'>>({
        query: ({ id }) => ({ url: `${PATH}/${id}`, method: 'DELETE' }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      conditionAdd: build.mutation<ApplicationDetail, On<ConditionCreate>>({
        query: ({ id, body }) => ({ url: `${PATH}/${id}/conditions`, method: 'POST', body }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      conditionEdit: build.mutation<ApplicationDetail, OnCondition<ConditionUpdate>>({
        query: ({ id, conditionId, body }) => ({
          url: `${PATH}/${id}/conditions/${conditionId}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      conditionRemove: build.mutation<ApplicationDetail, Omit<OnCondition<never>, 'body'>>({
        query: ({ id, conditionId }) => ({
          url: `${PATH}/${id}/conditions/${conditionId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      /** GET /applications/:id/commission: the expected amount and where its claim stands. */
      applicationCommission: build.query<ApplicationCommission, string>({
        query: (id) => `${PATH}/${id}/commission`,
        providesTags: (_r, _e, id) => [applicationTag(id), COMMISSION_LIST],
      }),
      /** PATCH /applications/:id/commission (admins): the invoice and the payment. */
      commissionEdit: build.mutation<ApplicationCommission, On<CommissionUpdate>>({
        query: ({ id, body }) => ({ url: `${PATH}/${id}/commission`, method: 'PATCH', body }),
        invalidatesTags: (_r, err, arg) => written(err, arg),
      }),
      /** GET /college/:id/commission: the college's rule (type null: it has none). */
      collegeCommissionRule: build.query<CommissionRule, string>({
        query: (college) => `/college/${college}/commission`,
        providesTags: [COMMISSION_LIST],
      }),
      /** GET /intake?college=…: the college's intakes, for the application's intake. */
      collegeIntakes: build.query<Intake[], string>({
        query: (college) => ({
          url: intakesResource.path,
          params: { college, limit: 100, sort: 'deadlineDate', order: 'asc' },
        }),
        transformResponse: (raw: { data?: Intake[] }) => raw.data ?? [],
        providesTags: [{ type: INTAKES, id: LIST_ID }],
      }),
    }),
  });

export const {
  useApplicationRecordQuery,
  useApplicationEditMutation,
  useApplicationDeleteMutation,
  useConditionAddMutation,
  useConditionEditMutation,
  useConditionRemoveMutation,
  useApplicationCommissionQuery,
  useCommissionEditMutation,
  useCollegeCommissionRuleQuery,
  useCollegeIntakesQuery,
} = recordApi;

/** After a stage move made with the board's mutation: the student's timeline shows it too. */
export const studentTimelineStale = (enquiry: string) =>
  recordApi.util.invalidateTags([{ type: STUDENT, id: enquiry }]);
