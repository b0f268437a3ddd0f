import { Suspense, useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { QueryLoading, QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { localIsoDate } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import { useStudentShortlistQuery } from './enquiry-applications-api';

// The suggestions' rows (their intake picker, the shortlist's writes) load with the
// suggestions, not with the record's page: until both are in, the card shows its spinner.
const Items = lazyPart(() => import('./suggested-list'));

/**
 * "Suggested courses": the catalogue's courses that fit what the student asked for,
 * best first, with their open intakes; one click shortlists one.
 */
export function SuggestedCourses({ enquiry }: { enquiry: string }) {
  const [today] = useState(() => localIsoDate());
  const query = useStudentShortlistQuery({ id: enquiry, today });
  useEffect(() => Items.preload(), []);
  return (
    <SectionCard title="Suggested courses">
      <QueryState
        query={query}
        fallback="Failed to load the suggested courses"
        loadingLabel="Loading the suggested courses"
      >
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary">
              Nothing in the catalogue fits yet: no course with an open intake matches the country,
              course or category they asked about.
            </Typography>
          ) : (
            <Suspense fallback={<QueryLoading label="Loading the suggested courses" />}>
              <Items items={items} enquiry={enquiry} />
            </Suspense>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
