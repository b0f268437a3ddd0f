import type { MailState, OutboxMail } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';

/** How each state reads, and its chip's colour. */
export const STATE_LABEL: Record<MailState, string> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
export const STATE_TONE: Record<MailState, Tone> = {
  waiting: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  cancelled: 'secondary',
};

/** The tabs over the list: all mail, or one state. */
export const STATE_TABS = [
  { value: '', label: 'All', plural: 'mail' },
  { value: 'waiting', label: 'Waiting', plural: 'waiting mail' },
  { value: 'failed', label: 'Failed', plural: 'failed mail' },
  { value: 'sent', label: 'Sent', plural: 'sent mail' },
  { value: 'cancelled', label: 'Cancelled', plural: 'cancelled mail' },
] as const;

/** What an admin may do with a mail (the API refuses the rest with 409). */
export const canResend = (m: Pick<OutboxMail, 'state'>) =>
  m.state === 'failed' || m.state === 'cancelled' || m.state === 'waiting';
export const canCancel = (m: Pick<OutboxMail, 'state'>) =>
  m.state === 'failed' || m.state === 'waiting';

/** What an admin does with a mail from the list or its dialog. */
export type MailActions = {
  view: (m: OutboxMail) => void;
  resend: (m: OutboxMail) => void;
  cancel: (m: OutboxMail) => void;
};
