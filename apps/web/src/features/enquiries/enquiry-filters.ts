import { createElement, useMemo } from 'react';
import { ENQUIRY_CATEGORIES } from '@studydesk/contract';
import type { ListFilter } from '../../components/list-filters';
import { SearchBox } from '../../components/search-box';
import { optionsOf } from '../../lib/options';
import { STATUS_OPTIONS } from './enquiry-status';
import { useCounsellors } from './staff-api';

/** The country of interest is free text on the form, so it is typed here too (committed on a pause). */
const COUNTRY: ListFilter = {
  name: 'country',
  label: 'Country',
  type: 'select',
  render: (value, onChange) =>
    createElement(SearchBox, {
      label: 'Country',
      value,
      width: 170,
      onChange: (next) => onChange(next || undefined),
    }),
};

/** Speed to lead (issue 10): the lead source, typed like the country (the dashboard links here). */
const LEAD_SOURCE: ListFilter = {
  name: 'leadSource',
  label: 'Lead source',
  type: 'select',
  render: (value, onChange) =>
    createElement(SearchBox, {
      label: 'Lead source',
      value,
      width: 170,
      onChange: (next) => onChange(next || undefined),
    }),
};

const CONTACTED: ListFilter = {
  name: 'contacted',
  label: 'First contact',
  type: 'select',
  anyLabel: 'Contacted or not',
  options: [
    { value: 'yes', label: 'Contacted' },
    { value: 'no', label: 'Waiting' },
  ],
};

const UNASSIGNED: ListFilter = {
  name: 'unassigned',
  label: 'Owner',
  type: 'select',
  anyLabel: 'Assigned or not',
  options: [{ value: 'yes', label: 'Unassigned' }],
};

/**
 * Status, category, country, counsellor, the received-between dates, and the speed-to-lead
 * filters (GET /enquiries filters).
 */
export function useEnquiryFilters(): ListFilter[] {
  const { counsellors, nameOf } = useCounsellors();
  return useMemo(
    () => [
      {
        name: 'status',
        label: 'Status',
        type: 'select',
        anyLabel: 'Any status',
        options: STATUS_OPTIONS,
      },
      {
        name: 'category',
        label: 'Category',
        type: 'select',
        anyLabel: 'Any category',
        options: optionsOf(ENQUIRY_CATEGORIES),
      },
      COUNTRY,
      {
        name: 'assignedTo',
        label: 'Assigned to',
        type: 'select',
        anyLabel: 'Anyone',
        options: counsellors.map((s) => ({ value: s._id, label: nameOf(s._id) ?? s._id })),
      },
      { name: 'from', label: 'Received from', type: 'date' },
      { name: 'to', label: 'Received to', type: 'date' },
      CONTACTED,
      LEAD_SOURCE,
      UNASSIGNED,
    ],
    [counsellors, nameOf],
  );
}
