import { createElement, useMemo } from 'react';
import { ENQUIRY_CATEGORIES } from '@studydesk/contract/plain';
import type { ListFilter } from '../../components/list-filters';
import { SearchBox } from '../../components/search-box';
import { optionsOf } from '../../lib/options';
import { useOfficeFilter } from '../offices/office-filter';
import { NOT_GIVEN, REACHED } from './enquiry-funnel-filters';
import { STATUS_OPTIONS } from './enquiry-status';
import { IntakeName } from './intake-filter';
import { useCounsellors } from './staff-api';

/** Free text matched exactly, typed (committed on a pause): the country, the UTM tags. */
const typed = (name: string, label: string): ListFilter => ({
  name,
  label,
  type: 'select',
  render: (value, onChange) =>
    createElement(SearchBox, {
      label,
      value,
      width: '100%',
      onChange: (next) => onChange(next || undefined),
    }),
});

/**
 * Set only by a link (the dashboard's intake deadlines): no field in the panel, a chip naming
 * the intake on the list.
 */
const INTAKE: ListFilter = {
  name: 'intake',
  label: 'Intake',
  type: 'select',
  render: () => null,
  valueLabel: (id) => createElement(IntakeName, { id }),
};

/** Set only by the dashboard's own-work cards: no field, a chip on the list. */
const CONTACTED_SINCE: ListFilter = {
  name: 'contactedSince',
  label: 'First contact since',
  type: 'date',
  render: () => null,
};
const WAITING_OVER: ListFilter = {
  name: 'waitingOver',
  label: 'Waiting over',
  type: 'select',
  render: () => null,
  valueLabel: (minutes) => `${minutes} min`,
};
/** Each enquiry against its own office's response target (the counsellor's "past target" card). */
const PAST_TARGET: ListFilter = {
  name: 'pastTarget',
  label: 'Waiting past',
  type: 'select',
  render: () => null,
  valueLabel: () => 'the response target',
};
/** The bell's "older new enquiries" row: what this user's bell has not marked read. */
const UNSEEN: ListFilter = {
  name: 'unseen',
  label: 'In my bell',
  type: 'select',
  render: () => null,
  valueLabel: () => 'not marked read',
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

/**
 * Status, category, country, campaign source and name, counsellor, the received-between dates,
 * the intake of interest and the speed-to-lead filters (GET /enquiries filters), and the office
 * for those who see several. Whose they are (mine, unassigned, all) is the list's view tabs; a
 * named counsellor is here.
 */
export function useEnquiryFilters(): ListFilter[] {
  const { counsellors, nameOf } = useCounsellors();
  const office = useOfficeFilter();
  return useMemo(
    () => [
      ...office,
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
      typed('country', 'Country'),
      typed('utmSource', 'Campaign source'),
      typed('utmCampaign', 'Campaign'),
      {
        name: 'assignedTo',
        label: 'Assigned to',
        type: 'select',
        anyLabel: 'Anyone',
        options: counsellors.map((s) => ({ value: s._id, label: nameOf(s._id) ?? s._id })),
      },
      { name: 'from', label: 'Received from', type: 'date' },
      { name: 'to', label: 'Received to', type: 'date' },
      INTAKE,
      CONTACTED,
      // speed to lead: the UTM source, else the channel; the dashboard links here
      typed('leadSource', 'Lead source'),
      CONTACTED_SINCE,
      WAITING_OVER,
      PAST_TARGET,
      UNSEEN,
      // the funnel: how far a student got, the intake as they gave it, a blank
      REACHED,
      typed('preferredIntake', 'Preferred intake'),
      NOT_GIVEN,
    ],
    [counsellors, nameOf, office],
  );
}
