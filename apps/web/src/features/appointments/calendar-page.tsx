import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lazyPart } from '../../lib/lazy';
import { ReadablePage } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/empty-state';
import { addDays, localIsoDate } from '../../lib/dates';
import { OfficeSelect, useOfficeParam } from '../offices/office-select';
import { useSessionsQuery } from './calendar-api';
import { Booking, WalkIn } from './calendar-actions';
import { CalendarDays } from './calendar-days';
import { dayHeading, rangeOf, useCalendarParams, type CalendarView } from './calendar-range';

// MUI's select family is most of a filter's weight: it follows the sessions, not before them
const CounsellorFilter = lazyPart(() => import('./counsellor-filter'));

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'day', label: 'Day' },
  { view: 'week', label: 'Week' },
];

function Toolbar() {
  const [state, update] = useCalendarParams();
  const step = state.view === 'day' ? 1 : 7;
  const unit = state.view === 'day' ? 'day' : 'week';
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Move through the calendar">
        <Button
          onClick={() => update({ date: addDays(state.date, -step) })}
          aria-label={`Previous ${unit}`}
        >
          Previous
        </Button>
        <Button onClick={() => update({ date: localIsoDate() })}>Today</Button>
        <Button
          onClick={() => update({ date: addDays(state.date, step) })}
          aria-label={`Next ${unit}`}
        >
          Next
        </Button>
      </ButtonGroup>
      <ButtonGroup size="small" aria-label="View">
        {VIEWS.map((v) => (
          <Button
            key={v.view}
            aria-pressed={state.view === v.view}
            variant={state.view === v.view ? 'contained' : 'outlined'}
            onClick={() => update({ view: v.view })}
          >
            {v.label}
          </Button>
        ))}
      </ButtonGroup>
      <Suspense fallback={<Box sx={{ minWidth: 170, height: 40 }} />}>
        <CounsellorFilter
          value={state.counsellor}
          onChange={(counsellor) => update({ counsellor })}
        />
      </Suspense>
      <OfficeSelect />
    </Stack>
  );
}

function Sessions() {
  const [state] = useCalendarParams();
  const [office] = useOfficeParam();
  const range = rangeOf(state.view, state.date);
  const query = useSessionsQuery({
    from: range.from,
    to: range.to,
    counsellor: state.counsellor || undefined,
    office,
  });
  const title =
    state.view === 'day' ? dayHeading(state.date) : `Week of ${dayHeading(range.days[0]!)}`;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="p" aria-live="polite">
        {title}
      </Typography>
      <QueryState
        query={query}
        fallback="Could not load the sessions"
        loadingLabel="Loading the sessions"
      >
        {(sessions) =>
          sessions.length === 0 ? (
            <EmptyState title="No sessions" message={`Nothing is booked this ${state.view}.`} />
          ) : (
            <CalendarDays days={range.days} sessions={sessions} />
          )
        }
      </QueryState>
    </Stack>
  );
}

/** /calendar: the sessions of a day or a week, by counsellor and office, and what staff do
 * with them (check in, done, no-show, cancel), booking on a student's behalf and walk-ins. */
export default function CalendarPage() {
  return (
    <ReadablePage title="Calendar" permission="enquiries">
      <Stack spacing={2.5}>
        <PageHeader
          title="Calendar"
          action={
            <>
              <Button component={RouterLink} to="/profile/availability">
                My availability
              </Button>
              <WalkIn />
              <Booking />
            </>
          }
        />
        <Toolbar />
        <Sessions />
      </Stack>
    </ReadablePage>
  );
}
