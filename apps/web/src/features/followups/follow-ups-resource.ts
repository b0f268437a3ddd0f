import { followUpsResource, MESSAGES, type FollowUp } from '@studydesk/contract';
import { defineCrudResource } from '../../components/crud-resource';
import { formatDateTime } from '../../lib/dates';
import { followUpsApi } from './follow-ups-api';
import { FOLLOW_UP_COLUMNS } from './follow-up-columns';
import {
  BLANK_FOLLOW_UP,
  FOLLOW_UP_FIELDS,
  FollowUpFormSchema,
  followUpToForm,
} from './follow-up-form';

/** Follow-ups: listed by when they are due (/follow-up), added on their enquiry. */
export const followUps = defineCrudResource({
  api: followUpsApi,
  permission: 'followUps',
  title: 'Follow-up',
  singular: 'follow-up',
  plural: 'follow-ups',
  messages: {
    load: MESSAGES.followUps.load,
    create: 'Failed to add follow-up',
    update: 'Failed to update follow-up',
    remove: 'Failed to delete follow-up',
    created: 'Follow-up added',
    updated: 'Follow-up updated',
    removed: 'Follow-up deleted',
  },
  list: { ...followUpsResource, defaultSort: 'nextContactDate', defaultOrder: 'asc' },
  columns: FOLLOW_UP_COLUMNS,
  hiddenOnMobile: ['enquiryName', 'createdByName'],
  rowHeight: 60,
  rowLabel: (row: FollowUp) => `follow-up of ${formatDateTime(row.createdAt)}`,
  form: {
    schema: FollowUpFormSchema,
    fields: FOLLOW_UP_FIELDS,
    blank: BLANK_FOLLOW_UP,
    fromRow: followUpToForm,
  },
});
