import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';
import { changedField, followUpText, shownValue } from './timeline-words';
import { TransferLine } from './transfer-line';

type Change = Extract<TimelineEntry, { type: 'change' }>;

const KIND: Record<Change['kind'], string> = {
  enquiry: 'Enquiry',
  followUp: 'Follow-up',
  contact: 'Call request',
  application: 'Application',
  session: 'Session',
};
const DONE: Record<Change['action'], string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  restore: 'restored',
  merge: 'merged',
  transfer: 'moved to another office',
};

/** Which record: "Follow-up 'Call about visa'", "Call request", "Enquiry". */
function subject(c: Change): string {
  const label = c.kind === 'followUp' && c.label ? followUpText(c.label) : c.label;
  return label ? `${KIND[c.kind]} '${label}'` : KIND[c.kind];
}

/**
 * One recorded change that is not an enquiry's own field edit: a follow-up's field
 * ("Follow-up 'Call about visa': next contact 01-12-2026 → 05-12-2026"), a delete, a merge.
 */
export function ChangeLine({ entry: c }: { entry: Change }) {
  const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  if (c.action === 'merge')
    return <Typography sx={text}>Merged {c.from} into this enquiry</Typography>;
  // a transfer's `field` holds why it moved
  if (c.action === 'transfer') return <TransferLine from={c.from} to={c.to} note={c.field} />;
  if (c.action !== 'update' || c.field === null)
    return (
      <Typography sx={text}>
        {subject(c)} {DONE[c.action]}
      </Typography>
    );
  return (
    <Typography sx={text}>
      {subject(c)}: {changedField(c.kind, c.field)} {shownValue(c.field, c.from)}{' '}
      <Box component="span" aria-hidden>
        →
      </Box>
      <VisuallyHidden>to</VisuallyHidden> {shownValue(c.field, c.to)}
    </Typography>
  );
}
