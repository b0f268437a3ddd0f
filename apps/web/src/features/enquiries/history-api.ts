import {
  enquiriesResource,
  followUpsResource,
  type AlsoEnquired,
  type Enquiry,
  type FollowUp,
  type FollowUpUpdate,
  type MergeBody,
} from '@studydesk/contract';
import { api } from '../../lib/api';
import { crudTags } from '../../lib/crud';
import { createIdMutation, createIdQuery } from '../../lib/id-endpoints';
import { enquiriesApi } from './enquiries-api';

const { path } = enquiriesResource;
const { tag } = enquiriesApi;
const followUps = crudTags(followUpsResource.name);
const dataOf = <T>(raw: unknown): T[] | null => {
  const data = (raw as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : null;
};

/** GET /enquiries/{id}/also-enquired: the same person's other enquiries, newest first. */
export const useAlsoEnquiredQuery = createIdQuery<AlsoEnquired[]>({
  tag,
  name: 'enquiriesAlsoEnquired',
  url: (id) => `${path}/${id}/also-enquired`,
  // A merge or a delete anywhere changes who else enquired: it belongs to the lists.
  provides: 'list',
  transform: dataOf<AlsoEnquired>,
});

/** GET /enquiries/{id}/merged: the enquiry a merged one now lives in. */
export const useMergedIntoQuery = createIdQuery<{ _id: string; enqNo: string }>({
  tag,
  name: 'enquiriesMergedInto',
  url: (id) => `${path}/${id}/merged`,
});

/** POST /enquiries/{kept}/merge: the other's follow-ups, history and contacts move to the kept one. */
export const useMergeEnquiryMutation = createIdMutation<Enquiry, MergeBody>({
  tag,
  name: 'enquiriesMerge',
  route: { method: 'POST', url: (id) => `${path}/${id}/merge` },
  alsoInvalidates: [followUps.list],
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
