import {
  enquiriesResource,
  type Enquiry,
  type EnquiryStatus,
  type EnquiryUpdate,
  type StatusChange,
} from '@studydesk/contract';
import { createCrudApi } from '../../lib/crud';
import { createIdMutation, createIdQuery } from '../../lib/id-endpoints';

const { path } = enquiriesResource;

/**
 * GET /enquiries → {enquiries, count}; GET and PUT /enquiries/{id}; PATCH /enquiries/{id} is
 * the soft delete (spec §4). Enquiries are created by the public form, not here.
 */
export const enquiriesApi = createCrudApi<Enquiry, EnquiryUpdate>({
  resource: enquiriesResource,
  remove: { method: 'PATCH', url: (id) => `${path}/${id}` },
});
const { tag } = enquiriesApi;

/** PUT /enquiries/status/{id} {status}: the quick status change. */
export const useEnquiryStatusMutation = createIdMutation<Enquiry, { status: EnquiryStatus }>({
  tag,
  name: 'enquiriesStatus',
  route: { method: 'PUT', url: (id) => `${path}/status/${id}` },
});

/** GET /enquiries/{id}/history: who moved it from which status to which, oldest first. */
export const useEnquiryHistoryQuery = createIdQuery<StatusChange[]>({
  tag,
  name: 'enquiriesHistory',
  url: (id) => `${path}/${id}/history`,
  transform: (raw) => (Array.isArray(raw) ? (raw as StatusChange[]) : null),
});
