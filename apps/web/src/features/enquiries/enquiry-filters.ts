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

/** Status, category, country, counsellor and the received-between dates (GET /enquiries filters). */
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
    ],
    [counsellors, nameOf],
  );
}
