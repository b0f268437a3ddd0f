import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckCircleFilled } from '../../lib/icons/check-circle-filled';
import { ClockCircleOutlined } from '../../lib/icons/clock-circle-outlined';
import { CloseCircleOutlined } from '../../lib/icons/close-circle-outlined';
import { ExclamationCircleOutlined } from '../../lib/icons/exclamation-circle-outlined';
import type { ChecklistItem, ChecklistState, Document } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { PHASE_LABELS } from '../application-stages/stage-labels';
import { CHECKLIST_TONES, CHECKLIST_WORDS } from './document-labels';

const ICONS: Record<ChecklistState, typeof CheckCircleFilled> = {
  ok: CheckCircleFilled,
  missing: ExclamationCircleOutlined,
  awaiting: ClockCircleOutlined,
  rejected: CloseCircleOutlined,
};
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** Why a line is on the checklist: "Visa phase · United Kingdom". */
export function requiredFor(item: ChecklistItem): string {
  const phases = item.phases.map((p) => PHASE_LABELS[p]).join(', ');
  const where = item.countries.map((c) => c.name).join(', ') || 'every destination';
  return `${phases} ${item.phases.length === 1 ? 'phase' : 'phases'} · ${where}`;
}

function Line({ item, reason }: { item: ChecklistItem; reason: string | null }) {
  const Icon = ICONS[item.state];
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <Box
        aria-hidden
        sx={(t) => ({ color: t.palette[CHECKLIST_TONES[item.state]].dark, pt: 0.25 })}
      >
        <Icon />
      </Box>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.type.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {requiredFor(item)}
        </Typography>
        {item.state === 'rejected' && reason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`Rejected: ${reason}`}
          </Typography>
        )}
      </Stack>
      <ToneChip label={CHECKLIST_WORDS[item.state]} tone={CHECKLIST_TONES[item.state]} />
    </Stack>
  );
}

/**
 * The student's checklist: each required type with ✓ / missing / awaiting review /
 * rejected and the reason, in words as well as colour and icon.
 */
export function Checklist({
  checklist,
  documents,
}: {
  checklist: readonly ChecklistItem[];
  documents: readonly Document[];
}) {
  if (checklist.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing is required yet. The checklist follows the destinations and phases of the student’s
        applications, as Settings → Documents sets them.
      </Typography>
    );
  const reasonOf = (id: string | null) => documents.find((d) => d._id === id)?.reason ?? null;
  const open = checklist.filter((i) => i.state !== 'ok').length;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {open === 0
          ? 'Every required document is accepted.'
          : `${open} of ${checklist.length} still to settle.`}
      </Typography>
      <Box component="ul" aria-label="Checklist" sx={listSx}>
        {checklist.map((item) => (
          <Line key={item.type.id} item={item} reason={reasonOf(item.document)} />
        ))}
      </Box>
    </Stack>
  );
}
