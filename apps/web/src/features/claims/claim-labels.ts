import type { ClaimStatus } from '@studydesk/contract';
import type { ListTab } from '../../components/list-tabs';
import type { Tone } from '../../components/tone-chip';

export const STATUS_LABEL: Record<ClaimStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  'part-paid': 'Part-paid',
  paid: 'Paid',
  'written-off': 'Written off',
};
export const STATUS_TONE: Record<ClaimStatus, Tone> = {
  draft: 'secondary',
  sent: 'info',
  'part-paid': 'warning',
  paid: 'success',
  'written-off': 'error',
};

/** The list's status filter, in the URL as `status`; to-chase is the API's own view. */
export const STATUS_TABS: readonly ListTab[] = [
  { value: '', label: 'All', plural: 'claims' },
  { value: 'draft', label: 'Draft', plural: 'draft claims' },
  { value: 'sent', label: 'Sent', plural: 'sent claims' },
  { value: 'part-paid', label: 'Part-paid', plural: 'part-paid claims' },
  { value: 'paid', label: 'Paid', plural: 'paid claims' },
  { value: 'written-off', label: 'Written off', plural: 'written-off claims' },
  { value: 'to-chase', label: 'To chase', plural: 'claims to chase' },
];

/** A claim's page, where the list and a new claim lead. */
export const claimUrl = (id: string) => `/money/claims/${id}`;
