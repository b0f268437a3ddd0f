import { Suspense, useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { QueryLoading, QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import type { OnReply } from './reply-line';
import { useTimelineWatchingMail } from './timeline-query';

// The lines' renderers (a dozen kinds of entry, the document and reply actions) load with the
// timeline's data, not with the record's page: until both are in, the card shows its spinner.
const Entries = lazyPart(() => import('./timeline-entries'));

/** One timeline of the enquiry: contacts, follow-ups booked, status changes and edits; newest first. */
export function EnquiryTimeline({ id, onReply }: { id: string; onReply?: OnReply }) {
  const query = useTimelineWatchingMail(id);
  useEffect(() => Entries.preload(), []);
  return (
    <SectionCard title="Timeline">
      <QueryState
        query={query}
        fallback="Failed to fetch the timeline"
        loadingLabel="Loading the timeline"
      >
        {(entries) =>
          entries.length === 0 ? (
            <Typography color="text.secondary">Nothing has happened yet.</Typography>
          ) : (
            <Suspense fallback={<QueryLoading label="Loading the timeline" />}>
              <Entries entries={entries} enquiry={id} onReply={onReply} />
            </Suspense>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
