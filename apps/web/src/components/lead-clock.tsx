import Box from '@mui/material/Box';
import { formatDateTime } from '../lib/dates';
import { formatWait } from '../lib/durations';

const HOUR = 3_600_000;

export type ClockTone = 'ok' | 'amber' | 'red';

/** Amber once the wait passes the target, red once it is also past an hour. */
export function clockTone(waitedMs: number, targetMinutes: number): ClockTone {
  if (waitedMs < targetMinutes * 60_000) return 'ok';
  return waitedMs >= HOUR ? 'red' : 'amber';
}

// Dark text on a light tint: readable in every tone (the words say "overdue" too).
const TONES = {
  ok: { color: 'text.secondary', bgcolor: 'grey.100' },
  amber: { color: '#613400', bgcolor: '#fff1b8' },
  red: { color: '#820014', bgcolor: '#ffccc7' },
} as const;

type Props = {
  createdAt: string;
  firstContactAt?: string | null;
  targetMinutes: number;
  now: number;
  /** the record says how long the first contact took; a list shows nothing once contacted */
  showContacted?: boolean;
};

/**
 * Speed to lead: "waiting 12 min" until the first contact, then "first contact
 * after 7 min". The exact times are in its title and accessible name.
 */
export function LeadClock({ createdAt, firstContactAt, targetMinutes, now, showContacted }: Props) {
  const received = `received ${formatDateTime(createdAt)}`;
  if (firstContactAt) {
    if (!showContacted) return null;
    const took = Math.max(0, Date.parse(firstContactAt) - Date.parse(createdAt));
    const label =
      took < 60_000 ? 'First contact within a minute' : `First contact after ${formatWait(took)}`;
    return (
      <Box
        component="span"
        title={`${received}, first contact ${formatDateTime(firstContactAt)}`}
        sx={chip('ok')}
      >
        {label}
      </Box>
    );
  }
  // Whole clock minutes since it arrived (09:00:50 → 09:12:05 is 12 min): every clock on the
  // page then turns over at the same change of minute, with the page's one timer.
  const minute = (ms: number) => Math.floor(ms / 60_000);
  const waited = Math.max(0, minute(now) - minute(Date.parse(createdAt))) * 60_000;
  const tone = clockTone(waited, targetMinutes);
  const text = `waiting ${formatWait(waited)}${tone === 'ok' ? '' : ' · overdue'}`;
  return (
    <Box
      component="span"
      role="timer"
      aria-label={`${text}, ${received}, response target ${targetMinutes} min`}
      title={`${received}; no contact yet`}
      data-tone={tone}
      sx={chip(tone)}
    >
      {text}
    </Box>
  );
}

const chip = (tone: ClockTone) => ({
  ...TONES[tone],
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.875rem', // the desk's rows keep 14 px text
  fontWeight: tone === 'ok' ? 400 : 600,
  whiteSpace: 'nowrap' as const,
});
