import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  AlsoEnquired,
  Enquiry,
  FollowUp,
  FollowUpUpdate,
  MergeBody,
} from '@studydesk/contract';
import { enquiriesResource, followUpsResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { changed, crudTags, endpointName, malformed } from '../../lib/crud/tags';
import { createIdQuery } from '../../lib/crud/id-endpoints';
import { enquiriesApi } from './enquiries-api';

const { path } = enquiriesResource;
const { tag } = enquiriesApi;
const followUps = crudTags(followUpsResource.name);
const dataOf = <T>(raw: unknown): T[] | null => {
  const data = (raw as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : null;
};

/** The cached record (GET /enquiries/{id}), by the endpoint name known only at run time. */
const GET = endpointName(tag, 'Get');
type Cached = { data?: Enquiry };
type DynamicApi = {
  endpoints: Record<string, { select: (id: string) => (state: unknown) => Cached }>;
  util: {
    updateQueryData: (name: string, id: string, recipe: (e: Enquiry) => void) => UnknownAction;
  };
};
const dynamic = api as unknown as DynamicApi;
const mergedAway = (state: unknown, id: string) =>
  Boolean(dynamic.endpoints[GET]?.select(id)(state).data?.mergedInto);

const mergeApi = api
  .enhanceEndpoints({ addTagTypes: [tag, followUpsResource.name] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      /**
       * GET /enquiries/{id}/also-enquired: the same person's other enquiries, newest first. A
       * merge or a delete anywhere changes who else enquired: it belongs to the lists. One merged
       * away is not asked about (it is gone: the server would answer 404).
       */
      enquiriesAlsoEnquired: build.query<AlsoEnquired[], string>({
        queryFn: async (id, { getState }, _extra, baseQuery) => {
          if (mergedAway(getState(), id)) return { data: [] };
          const res = await baseQuery(`${path}/${id}/also-enquired`);
          if (res.error) return { error: res.error };
          const data = dataOf<AlsoEnquired>(res.data);
          return data ? { data } : { error: malformed('No data returned') };
        },
        providesTags: [crudTags(tag).list],
      }),
      /**
       * POST /enquiries/{kept}/merge: the other's follow-ups, history and contacts move to the
       * kept one. Before the lists reload, the cached other says where it went: its page (when
       * it was open) shows that, and nothing asks the server about it again.
       */
      enquiriesMerge: build.mutation<Enquiry, { id: string; body: MergeBody }>({
        queryFn: async ({ id, body }, { dispatch }, _extra, baseQuery) => {
          const res = await baseQuery({ url: `${path}/${id}/merge`, method: 'POST', body });
          if (res.error) return { error: res.error };
          dispatch(
            dynamic.util.updateQueryData(GET, body.other, (gone) => {
              gone.mergedInto = id;
            }),
          );
          return { data: res.data as Enquiry };
        },
        invalidatesTags: (_res, err, { id }) =>
          changed(err) ? [crudTags(tag).one(id), crudTags(tag).list, followUps.list] : [],
      }),
    }),
  });
export const {
  useEnquiriesAlsoEnquiredQuery: useAlsoEnquiredQuery,
  useEnquiriesMergeMutation: useMergeEnquiryMutation,
} = mergeApi;

/** GET /enquiries/{id}/merged: the enquiry a merged one now lives in. */
export const useMergedIntoQuery = createIdQuery<{ _id: string; enqNo: string }>({
  tag,
  name: 'enquiriesMergedInto',
  url: (id) => `${path}/${id}/merged`,
});

/** PUT /followUp/{id}: the enquiry it belongs to (its timeline) and the follow-up lists reload. */
const followUpEditApi = api
  .enhanceEndpoints({ addTagTypes: [tag, followUpsResource.name] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      followUpEdit: build.mutation<FollowUp, { id: string; enquiry: string; body: FollowUpUpdate }>(
        {
          query: ({ id, body }) => ({
            url: `${followUpsResource.path}/${id}`,
            method: 'PUT',
            body,
          }),
          invalidatesTags: (_res, err, { enquiry }) =>
            err ? [] : [crudTags(tag).one(enquiry), followUps.list],
        },
      ),
    }),
  });
export const { useFollowUpEditMutation } = followUpEditApi;
