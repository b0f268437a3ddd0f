import {
  contactsResource,
  enquiriesResource,
  type CallAttempt,
  type CallAttemptCreate,
  type ContactConvert,
  type Enquiry,
} from '@studydesk/contract';
import { crudTags } from '../../lib/crud/tags';
import { createIdMutation, createIdQuery } from '../../lib/crud/id-endpoints';
import { DUE_TAG } from '../notifications/due-tag';
import { contactsApi } from './contacts-api';

const { path } = contactsResource;
const { tag } = contactsApi;

/** GET /contact/{id}/attempts: the tries at calling back, newest first. */
export const useContactAttemptsQuery = createIdQuery<CallAttempt[]>({
  tag,
  name: 'contactAttempts',
  url: (id) => `${path}/${id}/attempts`,
  transform: (raw) => {
    const data = (raw as { data?: unknown } | null)?.data;
    return Array.isArray(data) ? (data as CallAttempt[]) : null;
  },
  malformedMessage: 'Failed to load the attempts',
});

/** POST /contact/{id}/attempts: the request, its attempts, the queue and the bell's Due reload. */
export const useLogAttemptMutation = createIdMutation<CallAttempt, CallAttemptCreate>({
  tag,
  name: 'contactLogAttempt',
  route: { method: 'POST', url: (id) => `${path}/${id}/attempts` },
  alsoInvalidates: [DUE_TAG],
});

/** POST /contact/{id}/convert: a new enquiry; the enquiry lists and the bell reload too. */
export const useConvertContactMutation = createIdMutation<Enquiry, ContactConvert>({
  tag,
  name: 'contactConvert',
  route: { method: 'POST', url: (id) => `${path}/${id}/convert` },
  alsoInvalidates: [DUE_TAG, crudTags(enquiriesResource.name).list],
});
