import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@studydesk/contract';
import { CONTACT_OUTCOME_LABELS } from '@studydesk/contract/plain';
import { QueryState } from '../../components/query-state';
import { Timeline, TimelineItem } from '../../components/timeline';
import { formatDateTime } from '../../lib/dates';
import { useContactAttemptsQuery } from './call-backs-api';

/** A next try that has come: the queue and the details show it in red, saying so in words too. */
export const isOverdue = (nextTryAt: string | null | undefined, now = Date.now()): boolean =>
  Boolean(nextTryAt) && Date.parse(nextTryAt!) <= now;

/** The list's "Next try" cell: when, and "overdue" once it has come. */
export function NextTryCell({ contact }: { contact: Contact }) {
  if (!contact.nextTryAt)
    return <Typography variant="body2">{contact.attemptCount ? 'No next try' : '—'}</Typography>;
  const overdue = isOverdue(contact.nextTryAt);
  return (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Typography
        variant="body2"
        sx={{ color: overdue ? 'error.main' : 'text.primary', fontWeight: overdue ? 600 : 400 }}
      >
        {formatDateTime(contact.nextTryAt)}
      </Typography>
      {overdue && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          Overdue
        </Typography>
      )}
    </Stack>
  );
}

/** The tries at calling back, newest first (in the request's details). */
export function ContactAttempts({ contactId }: { contactId: string }) {
  const query = useContactAttemptsQuery(contactId);
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Attempts
      </Typography>
      <QueryState
        query={query}
        fallback="Failed to load the attempts"
        loadingLabel="Loading attempts"
      >
        {(attempts) =>
          attempts.length === 0 ? (
            <Typography color="text.secondary">No attempts yet.</Typography>
          ) : (
            <Timeline label="Attempts, newest first">
              {attempts.map((a) => (
                <TimelineItem key={a._id}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <strong>{CONTACT_OUTCOME_LABELS[a.outcome]}</strong>
                    {a.note ? `: ${a.note}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatDateTime(a.at)} · by {a.byName ?? 'a former colleague'}
                    {a.nextTryAt ? ` · next try ${formatDateTime(a.nextTryAt)}` : ''}
                  </Typography>
                </TimelineItem>
              ))}
            </Timeline>
          )
        }
      </QueryState>
    </Box>
  );
}
