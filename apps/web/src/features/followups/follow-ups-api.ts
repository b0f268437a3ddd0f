import {
  enquiriesResource,
  followUpsResource,
  type FollowUp,
  type FollowUpCreate,
} from '@studydesk/contract';
import { createCrudApi, crudTags, normaliseList, type ListResult } from '../../lib/crud';
import { createIdQuery } from '../../lib/id-endpoints';

const enquiryTags = crudTags(enquiriesResource.name);

/**
 * GET /followUp → {data, count} (filters `due`, `today`, `enquiry`); POST /followUp;
 * PUT and DELETE /followUp/{id}. A follow-up saved with a status moves its enquiry there, so
 * the enquiry (its status and history) and the enquiry lists reload too.
 */
export const followUpsApi = createCrudApi<FollowUp, FollowUpCreate>({
  resource: followUpsResource,
  alsoInvalidates: (saved) =>
    saved.status ? [enquiryTags.one(saved.enquiry), enquiryTags.list] : [],
});

/** GET /followUp/enqId/{enquiryId}: one enquiry's follow-ups, newest first. */
export const useEnquiryFollowUpsQuery = createIdQuery<ListResult<FollowUp>>({
  tag: followUpsApi.tag,
  name: 'followUpByEnquiry',
  url: (id) => `${followUpsResource.path}/enqId/${id}`,
  provides: 'list',
  transform: (raw) => normaliseList<FollowUp>(raw, followUpsResource.envelope),
  malformedMessage: 'Failed to fetch follow-ups',
});
