import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDate, formatDateTime } from '../../lib/dates';

type Change = Extract<TimelineEntry, { type: 'change' }>;

/** Follow-up and call request fields as their forms label them. */
const LABELS: Record<string, string> = {
  followUpDetails: 'details',
  nextContactDate: 'next contact',
  remarks: 'remarks',
  status: 'status',
  preferredTime: 'preferred time',
};
const DATES = new Set(['nextContactDate']);
const TIMES = new Set(['doneAt']);

/** A value as people read it: dates day-first, nothing as "(blank)". */
export function shownValue(field: string | null, v: string | null): string {
  if (v === null) return '(blank)';
  if (field && DATES.has(field)) return formatDate(v);
  if (field && TIMES.has(field)) return formatDateTime(v);
  return v;
}

const KIND: Record<Change['kind'], string> = {
  enquiry: 'Enquiry',
  followUp: 'Follow-up',
  contact: 'Call request',
  application: 'Application',
};
const DONE: Record<Change['action'], string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  restore: 'restored',
  merge: 'merged',
};

/** Which record: "Follow-up 'Call about visa'", "Call request", "Enquiry". */
const subject = (c: Change) => (c.label ? `${KIND[c.kind]} '${c.label}'` : KIND[c.kind]);

/**
 * One recorded change that is not an enquiry's own field edit: a follow-up's field
 * ("Follow-up 'Call about visa': next contact 01-12-2026 → 05-12-2026"), a delete, a merge.
 */
export function ChangeLine({ entry: c }: { entry: Change }) {
  const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  if (c.action === 'merge')
    return <Typography sx={text}>Merged {c.from} into this enquiry</Typography>;
  if (c.action !== 'update' || c.field === null)
    return (
      <Typography sx={text}>
        {subject(c)} {DONE[c.action]}
      </Typography>
    );
  return (
    <Typography sx={text}>
      {subject(c)}: {LABELS[c.field] ?? c.field} {shownValue(c.field, c.from)}{' '}
      <Box component="span" aria-hidden>
        →
      </Box>
      <VisuallyHidden>to</VisuallyHidden> {shownValue(c.field, c.to)}
    </Typography>
  );
}
