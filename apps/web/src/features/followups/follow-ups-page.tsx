import { useId, useState } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { FollowUpQueue, FollowUpQueueItem, QueueSection } from '@studydesk/contract';
import { QUEUE_SECTION_LABELS, QUEUE_SECTIONS } from '@studydesk/contract/plain';
import { PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { LazyPopup } from '../../components/lazy-popup';
import { QueryState } from '../../components/query-state';
import { lazyPart } from '../../lib/lazy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { localIsoDate } from '../../lib/dates';
import { PAGE_SIZES } from '../../lib/crud/list-params';
import { LazyPager } from '../../components/lazy-pager';
import { userCan } from '../../lib/permissions';
import { getStoredUser } from '../../lib/session';
import { OfficeSelect, useOfficeParam } from '../offices/office-select';
import { useFollowUpQueueQuery } from './queue-api';
import { QueueRow } from './queue-row';

// Done's form and its schema (zod with it) load on the first Done, not with the queue
const DoneDialog = lazyPart(() => import('./done-dialog'));

type SectionProps = {
  section: QueueSection;
  total: number;
  items: FollowUpQueueItem[];
  onDone?: (item: FollowUpQueueItem) => void;
};

/** One section of the page: its title with how many it holds in all, then its rows here. */
function QueueSectionList({ section, total, items, onDone }: SectionProps) {
  const id = useId();
  const title = QUEUE_SECTION_LABELS[section];
  return (
    <Stack component="section" aria-labelledby={id}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.25, bgcolor: 'grey.50' }}
      >
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        <Chip
          size="small"
          label={total}
          aria-label={`${total} in all`}
          color={section === 'overdue' ? 'error' : 'default'}
        />
      </Stack>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={title}>
        {items.map((item) => (
          <QueueRow key={item._id} item={item} onDone={onDone} />
        ))}
      </Stack>
    </Stack>
  );
}

type QueueProps = {
  queue: FollowUpQueue;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onDone?: (item: FollowUpQueueItem) => void;
};

function Queue({ queue, page, limit, onPage, onLimit, onDone }: QueueProps) {
  if (queue.count === 0)
    return <EmptyState title="Nothing to follow up" message="Every follow-up is done." />;
  const here = QUEUE_SECTIONS.filter((s) => queue.data.some((i) => i.section === s));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {here.map((s) => (
        <QueueSectionList
          key={s}
          section={s}
          total={queue.sections[s]}
          items={queue.data.filter((i) => i.section === s)}
          onDone={onDone}
        />
      ))}
      {queue.count > PAGE_SIZES[0] && (
        <LazyPager
          count={queue.count}
          page={page}
          limit={limit}
          onPage={onPage}
          onLimit={onLimit}
        />
      )}
    </Paper>
  );
}

/** `?owner=mine` (the dashboard's own-work card): only the follow-ups of the reader's enquiries. */
function useMine(): string | undefined {
  const [params] = useSearchParams();
  return params.get('owner') === 'mine' ? (getStoredUser()?._id ?? undefined) : undefined;
}

/** /follow-up: the work queue — overdue, today, upcoming, no date — with Done on each. */
export default function FollowUpsPage() {
  useDocumentTitle('Follow-up');
  // "today" is the reader's calendar day, sent so the server splits the sections the same way
  const [today] = useState(() => localIsoDate());
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [doing, setDoing] = useState<FollowUpQueueItem>();
  const canRead = userCan('followUps', 'read');
  const assignedTo = useMine();
  const [office] = useOfficeParam();
  const query = useFollowUpQueueQuery(
    { page, limit, today, assignedTo, office },
    { skip: !canRead },
  );
  const onDone = userCan('followUps', 'write') ? setDoing : undefined;
  return (
    <Stack spacing={2.5}>
      <PageHeader title="Follow-up" action={<OfficeSelect />} />
      {assignedTo && (
        <Typography color="text.secondary">
          Follow-ups on your enquiries ·{' '}
          <Link component={RouterLink} to="/follow-up">
            Show everyone’s follow-ups
          </Link>
        </Typography>
      )}
      {canRead ? (
        <QueryState
          query={query}
          fallback="Failed to fetch follow-ups"
          loadingLabel="Loading follow-ups"
        >
          {(queue) => (
            <Queue
              queue={queue}
              page={page}
              limit={limit}
              onPage={setPage}
              onLimit={(l) => {
                setLimit(l);
                setPage(1);
              }}
              onDone={onDone}
            />
          )}
        </QueryState>
      ) : (
        <NoAccess />
      )}
      <LazyPopup open={Boolean(doing)}>
        <DoneDialog item={doing} onClose={() => setDoing(undefined)} />
      </LazyPopup>
    </Stack>
  );
}
