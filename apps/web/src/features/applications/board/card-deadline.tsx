import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { NextDeadline } from '@studydesk/contract';
import { DEADLINE_LABELS } from '@studydesk/contract/plain';
import { addDays, formatDate, localIsoDate } from '../../../lib/dates';

/** Within this many days a deadline is near (amber within 7 days). */
export const NEAR_DAYS = 7;

export type DeadlineState = 'past' | 'near' | 'later';

/** How a deadline stands today: past, within a week, or later. */
export function deadlineState(date: string, today = localIsoDate()): DeadlineState {
  const day = date.slice(0, 10);
  if (day < today) return 'past';
  return day <= addDays(today, NEAR_DAYS) ? 'near' : 'later';
}

const WORDS: Record<DeadlineState, string> = { past: 'Overdue', near: 'Due soon', later: 'Next' };
const TONES = { past: 'error', near: 'warning' } as const;

/** The card's next deadline, in words as well as colour: "Overdue: Deposit due 01-03-2031". */
export function CardDeadline({ deadline }: { deadline: NextDeadline | null }) {
  if (!deadline)
    return (
      <Typography variant="caption" color="text.secondary">
        No deadline
      </Typography>
    );
  const state = deadlineState(deadline.date);
  return (
    <Typography
      variant="caption"
      sx={(t) =>
        state === 'later'
          ? { color: 'text.secondary' }
          : {
              color: t.palette[TONES[state]].dark,
              bgcolor: alpha(t.palette[TONES[state]].main, 0.14),
              fontWeight: 600,
              px: 0.75,
              borderRadius: 1,
              alignSelf: 'flex-start',
            }
      }
    >
      {`${WORDS[state]}: ${DEADLINE_LABELS[deadline.kind]} `}
      {/* a date never breaks at its dashes */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(deadline.date)}
      </Box>
    </Typography>
  );
}
