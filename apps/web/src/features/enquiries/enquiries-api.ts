import type {
  ContactLog,
  ContactLogResult,
  TimelineEntry,
  Enquiry,
  EnquiryStatus,
  EnquiryTransfer,
  EnquiryTransferResult,
  EnquiryUpdate,
  StatusChange,
} from '@studydesk/contract';
import { enquiriesResource, followUpsResource } from '@studydesk/contract/plain';
import { createCrudApi } from '../../lib/crud/crud-api';
import { crudTags } from '../../lib/crud/tags';
import { createIdMutation, createIdQuery } from '../../lib/crud/id-endpoints';

const { path } = enquiriesResource;

/**
 * GET /enquiries → {enquiries, count}; GET and PUT /enquiries/{id}; PATCH /enquiries/{id} is
 * the soft delete (spec §4). POST /enquiries with a session creates a staff-logged enquiry.
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

/** GET /enquiries/{id}/timeline: status changes, edits, follow-ups booked and contacts, newest first. */
export const useEnquiryTimelineQuery = createIdQuery<TimelineEntry[]>({
  tag,
  name: 'enquiriesTimeline',
  url: (id) => `${path}/${id}/timeline`,
  transform: (raw) => {
    const data = (raw as { data?: unknown } | null)?.data;
    return Array.isArray(data) ? (data as TimelineEntry[]) : null;
  },
  malformedMessage: 'Failed to fetch the timeline',
});

/**
 * POST /enquiries/{id}/contact-log: what was said, how it went, the next date and status in one
 * write; the enquiry, its timeline, the lists and the follow-up queue reload.
 */
export const useLogContactMutation = createIdMutation<ContactLogResult, ContactLog>({
  tag,
  name: 'enquiriesContactLog',
  route: { method: 'POST', url: (id) => `${path}/${id}/contact-log` },
  alsoInvalidates: [crudTags(followUpsResource.name).list],
});

/**
 * POST /enquiries/{id}/transfer {office, note}: the enquiry, with everything under it, moves to
 * another office; the record, its timeline, the lists and the follow-up queue reload.
 */
export const useTransferMutation = createIdMutation<EnquiryTransferResult, EnquiryTransfer>({
  tag,
  name: 'enquiriesTransfer',
  route: { method: 'POST', url: (id) => `${path}/${id}/transfer` },
  alsoInvalidates: [crudTags(followUpsResource.name).list],
});
