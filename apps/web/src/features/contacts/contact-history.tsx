import Typography from '@mui/material/Typography';
import { contactsResource, type RecordChange } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { Timeline, TimelineItem } from '../../components/timeline';
import { formatDateTime } from '../../lib/dates';
import { createIdQuery } from '../../lib/crud/id-endpoints';
import { contactsApi } from './contacts-api';

/** GET /contact/{id}/history: what changed on a call request, oldest first. */
const useContactHistoryQuery = createIdQuery<RecordChange[]>({
  tag: contactsApi.tag,
  name: 'contactHistory',
  url: (id) => `${contactsResource.path}/${id}/history`,
  transform: (raw) => {
    const data = (raw as { data?: unknown } | null)?.data;
    return Array.isArray(data) ? (data as RecordChange[]) : null;
  },
  malformedMessage: 'Failed to fetch the history',
});

const ACTIONS: Record<RecordChange['action'], string> = {
  create: 'Received',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  merge: 'Merged',
  transfer: 'Moved office',
};

/** A call request's fields as its screens label them. */
const FIELDS: Record<string, string> = { assignedTo: 'Owner', preferredTime: 'Preferred time' };
const fieldName = (f: string) => FIELDS[f] ?? `${f.charAt(0).toUpperCase()}${f.slice(1)}`;

const what = (c: RecordChange) =>
  c.action === 'update' && c.field
    ? `${fieldName(c.field)}: ${c.from ?? '(blank)'} → ${c.to ?? '(blank)'}`
    : ACTIONS[c.action];

/** The call request's history, in its details: received, then each change with who and when. */
export function ContactHistory({ id }: { id: string }) {
  const query = useContactHistoryQuery(id);
  return (
    <QueryState
      query={query}
      fallback="Failed to fetch the history"
      loadingLabel="Loading the history"
    >
      {(changes) => (
        <Timeline label="History">
          {changes.map((c) => (
            <TimelineItem key={c._id}>
              <Typography>{what(c)}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(c.at)} · {c.byName ? `by ${c.byName}` : 'from the website'}
              </Typography>
            </TimelineItem>
          ))}
        </Timeline>
      )}
    </QueryState>
  );
}
