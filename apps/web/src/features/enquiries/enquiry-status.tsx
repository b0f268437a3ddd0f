import type { EnquiryStatus } from '@studydesk/contract';
import { ENQUIRY_STATUSES } from '@studydesk/contract/plain';
import { ToneChip, type Tone } from '../../components/tone-chip';
import { capitalise, optionsOf } from '../../lib/options';

/** One colour per status, so a list can be read at a glance. */
const TONE: Record<EnquiryStatus, Tone> = {
  new: 'primary',
  active: 'info',
  pending: 'warning',
  converted: 'success',
  closed: 'secondary',
};

const isStatus = (s: string): s is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(s);

export const STATUS_OPTIONS = optionsOf(ENQUIRY_STATUSES);

export function StatusChip({ status }: { status: string }) {
  return (
    <ToneChip label={capitalise(status)} tone={isStatus(status) ? TONE[status] : 'secondary'} />
  );
}
