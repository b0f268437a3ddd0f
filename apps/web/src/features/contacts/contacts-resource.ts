import {
  CONTACT_OPEN,
  CONTACT_STATUSES,
  contactsResource,
  MESSAGES,
  type Contact,
} from '@studydesk/contract';
import { crudMessages } from '../../lib/crud/messages';
import type { ListFilter } from '../../components/list-filters';
import type { Tone } from '../../components/tone-chip';
import type { ListParamsOptions } from '../../lib/crud/types';
import { optionsOf } from '../../lib/options';
import { contactsApi } from './contacts-api';

export type ContactStatus = Contact['status'];

export const NAMES = { singular: 'call request', plural: 'call requests' } as const;
export const TITLE = 'Request Call';
/** "1 call request", "12 call requests" */
export const counted = (n: number): string => `${n} ${n === 1 ? NAMES.singular : NAMES.plural}`;

/**
 * The list in the URL: page, size, sort, search and the status filter. It opens as the call-back
 * queue (`sort=queue`: due first, then a stated preferred time, then newest).
 */
export const CONTACT_LIST: ListParamsOptions = {
  ...contactsResource,
  defaultSort: 'queue',
  filters: ['status', 'office'],
};

export const STATUS_OPTIONS = optionsOf(CONTACT_STATUSES);
export const STATUS_TONE: Record<ContactStatus, Tone> = {
  new: 'primary',
  read: 'info',
  closed: 'secondary',
};

export const CONTACT_FILTERS: readonly ListFilter[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [{ value: CONTACT_OPEN, label: 'Open (new or read)' }, ...STATUS_OPTIONS],
    anyLabel: 'Any status',
  },
];

export const CONTACT_MESSAGES = {
  ...crudMessages(NAMES, { load: MESSAGES.contacts.load }),
  removedAll: 'All call requests deleted',
  removeAll: 'Failed to delete call requests',
};

/** What useCrudList needs of the resource. */
export const contactList = { api: contactsApi, list: CONTACT_LIST, messages: CONTACT_MESSAGES };

export const rowLabel = (c: Pick<Contact, 'name'>): string => `call request from ${c.name}`;
