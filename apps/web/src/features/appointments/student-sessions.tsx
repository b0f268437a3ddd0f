import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Appointment } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { formatInZone } from '../../lib/zoned-time';
import { useCounsellors } from '../enquiries/staff-api';
import { useSessionTypesQuery } from './appointments-api';
import { SessionItem, type SessionActions, type SessionView } from './session-item';
import { useStudentSessionsQuery } from './sessions-api';
import { SessionsActions } from './sessions-actions';
import { useSessionActions } from './use-session-actions';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** Sessions to come (soonest first) and those gone by (latest first): one marked done or
 * no-show is over, though its booked end may be still to come. */
function split(sessions: SessionView[], now = Date.now()) {
  const over = (s: SessionView) =>
    Date.parse(s.end) <= now || s.status === 'done' || s.status === 'no-show';
  const upcoming = sessions.filter((s) => !over(s));
  const past = sessions.filter(over).reverse();
  return { upcoming, past };
}

function Group(props: { title: string; sessions: SessionView[]; actions: SessionActions }) {
  if (props.sessions.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {props.title}
      </Typography>
      <Box component="ul" aria-label={props.title} sx={listSx}>
        {props.sessions.map((s) => (
          <SessionItem key={s._id} session={s} actions={props.actions} />
        ))}
      </Box>
    </Box>
  );
}

/** Each session with its type's and counsellor's names (a retired type or a gone member still reads). */
function useNamed(sessions: Appointment[] = []): SessionView[] {
  const types = useSessionTypesQuery().data ?? [];
  const { nameOf } = useCounsellors();
  return sessions.map((s) => ({
    ...s,
    typeName: types.find((t) => t._id === s.type)?.name ?? 'Session',
    counsellorName: nameOf(s.counsellor) ?? 'a counsellor',
  }));
}

/**
 * A student's sessions on their record: when, what, with whom and how it went; check in, done
 * and no-show at once, cancel after asking.
 */
export function StudentSessions({ enquiry }: { enquiry: string }) {
  const query = useStudentSessionsQuery(enquiry);
  const named = useNamed(query.data);
  const { actions, cancelling, confirmCancel, cancelBusy } = useSessionActions(enquiry);
  const target = cancelling.value;
  return (
    <SectionCard title="Sessions" anchor="sessions" action={<SessionsActions enquiry={enquiry} />}>
      <QueryState
        query={query}
        fallback="Failed to load the sessions"
        loadingLabel="Loading the sessions"
      >
        {() => {
          const { upcoming, past } = split(named);
          return named.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No sessions booked yet.
            </Typography>
          ) : (
            <Stack spacing={2}>
              <Group title="Upcoming" sessions={upcoming} actions={actions} />
              <Group title="Past" sessions={past} actions={actions} />
            </Stack>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={cancelling.open}
        title="Cancel this session?"
        message={
          target
            ? `The session on ${formatInZone(target.start, target.officeZone)} is cancelled and its time freed.`
            : undefined
        }
        confirmLabel="Cancel session"
        dismissLabel="Keep it"
        busy={cancelBusy}
        onConfirm={() => void confirmCancel()}
        onClose={cancelling.hide}
      />
    </SectionCard>
  );
}
