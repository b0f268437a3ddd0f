import { createElement } from 'react';
import type { Enquiry } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { defineCrudResource } from '../../components/crud-resource';
import type { ListParamsOptions } from '../../lib/crud/types';
import { ENQUIRY_COLUMNS, ENQUIRY_DROP_ORDER, EnquiryCard } from './enquiry-columns';
import { enquiryDialogs } from './enquiry-dialogs';

/** The filters of the list, kept in the URL beside page, size, sort and search. */
export const ENQUIRY_FILTERS = [
  'office',
  'status',
  'category',
  'assignedTo',
  'country',
  'utmSource',
  'utmCampaign',
  'from',
  'to',
  'intake',
  'contacted',
  'leadSource',
  // set by the dashboard's own-work cards
  'contactedSince',
  'waitingOver',
  'pastTarget',
  // set by the dashboard's funnel
  'reached',
  'preferredIntake',
  'notGiven',
  // set by the bell's "older new enquiries" row
  'unseen',
] as const;

const list: ListParamsOptions = { ...enquiriesResource, filters: ENQUIRY_FILTERS };

/** /enquiries: the desk's list of enquiries, on the generic CRUD screen. */
export const enquiries = defineCrudResource({
  ...enquiryDialogs,
  permission: 'enquiries',
  title: 'Enquiries',
  plural: 'enquiries',
  list,
  columns: ENQUIRY_COLUMNS,
  hiddenOnMobile: ['actions'],
  dropOrder: ENQUIRY_DROP_ORDER,
  card: (row: Enquiry) => createElement(EnquiryCard, { row }),
  creatable: false,
});
