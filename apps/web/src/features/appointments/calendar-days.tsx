import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appointment } from '@studydesk/contract';
import { useSessionDetails } from './calendar-lookups';
import { dayHeading, dayOf } from './calendar-range';
import { SessionCard } from './session-card';

// a day alone is named by the page's own heading above it
function Day(props: { date: string; sessions: Appointment[]; headed: boolean }) {
  const { date, sessions } = props;
  const details = useSessionDetails();
  const heading = dayHeading(date);
  return (
    <Stack component="section" aria-label={heading} spacing={1} sx={{ minWidth: 0 }}>
      {props.headed && (
        <Typography variant="h6" component="h2" sx={{ px: 0.5 }}>
          {heading}
        </Typography>
      )}
      {sessions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          No sessions
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} aria-label={`Sessions on ${heading}`}>
          {sessions.map((s) => (
            <SessionCard key={s._id} session={s} details={details(s)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The days shown, each with its sessions by time: one day full width, or a week as seven
 * columns on a wide screen and one day under another on a phone.
 */
export function CalendarDays({ days, sessions }: { days: string[]; sessions: Appointment[] }) {
  const week = days.length > 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: week ? { xs: '1fr', lg: 'repeat(7, minmax(0, 1fr))' } : '1fr',
      }}
    >
      {days.map((d) => (
        <Day
          key={d}
          date={d}
          sessions={sessions.filter((s) => dayOf(s.start) === d)}
          headed={week}
        />
      ))}
    </Box>
  );
}
