import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/section-card';
import { QueryState } from '../../components/query-state';
import { localIsoDate } from '../../lib/dates';
import { useDashboardSpeedQuery } from './speed-api';
import { SpeedTable, type GroupFilter } from './speed-table';

// Its own formatter: importing the page's helpers would pull the page into a shared chunk.
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const everyone: GroupFilter = () => ({});
const byCounsellor: GroupFilter = (key) => {
  // the enquiries list asks whose they are with its view tabs: Unassigned
  const filter: Record<string, string> = key ? { assignedTo: key } : { owner: 'unassigned' };
  return filter;
};
const bySource: GroupFilter = (key) => ({ leadSource: key ?? '' });

/**
 * The dashboard's speed to lead, loaded apart from the first view: time from an
 * enquiry to its first contact, for enquiries received this week and last.
 */
export default function SpeedSection() {
  const [today] = useState(() => localIsoDate());
  const query = useDashboardSpeedQuery(today, { refetchOnMountOrArgChange: true });
  return (
    <SectionCard title="Speed to lead">
      <QueryState
        query={query}
        fallback="Failed to load speed to lead"
        loadingLabel="Loading speed to lead"
      >
        {(speed) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Time from receiving an enquiry to its first contact, for enquiries received this week
              (from Monday {dayLabel(speed.weeks.thisWeek.from)}) and last week. Median and 90th
              percentile of those contacted; those still waiting are counted apart.
            </Typography>
            <Box
              sx={{ overflowX: 'auto' }}
              tabIndex={0}
              role="group"
              aria-label="Speed to lead tables"
            >
              <SpeedTable
                caption="Overall"
                rows={[speed.overall]}
                weeks={speed.weeks}
                filter={everyone}
              />
              <SpeedTable
                caption="By counsellor"
                rows={speed.byCounsellor}
                weeks={speed.weeks}
                filter={byCounsellor}
              />
              <SpeedTable
                caption="By source"
                rows={speed.bySource}
                weeks={speed.weeks}
                filter={bySource}
              />
            </Box>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
