import Box from '@mui/material/Box';
import type { DashboardSummary } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { userCan } from '../../lib/permissions';
import type { CardSpec } from './card-spec';
import { callsSpec, catalogueSpecs, deskSpecs } from './desk-cards';
import { FigureCard } from './figure-card';
import { useMyWorkQuery } from './my-work-api';
import { myWorkSpecs } from './my-work-cards';

/** Four to a row on a desktop, two on a phone; a figure the role may not read is left out. */
function CardGrid({ specs }: { specs: readonly CardSpec[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {specs.map(({ value, ...spec }) =>
        value === null ? null : <FigureCard key={spec.title} value={value} {...spec} />,
      )}
    </Box>
  );
}

/** A counsellor's cards: their own work, fetched on its own, then the open call requests. */
function MyWorkCards({ summary }: { summary: DashboardSummary }) {
  const query = useMyWorkQuery(summary.today, { refetchOnMountOrArgChange: true });
  return (
    <QueryState
      query={query}
      fallback="Failed to load your figures"
      loadingLabel="Loading your figures"
    >
      {(w) => <CardGrid specs={[...myWorkSpecs(w), callsSpec(summary)]} />}
    </QueryState>
  );
}

/**
 * The figures: a counsellor's own work, or (for those who run the desk or keep the catalogue)
 * the whole desk, the catalogue and the team.
 */
export function DashboardCards({ summary }: { summary: DashboardSummary }) {
  const ownWork = userCan('enquiries', 'read') && !userCan('colleges', 'write');
  return (
    <Box component="section" aria-label="Figures">
      {ownWork ? (
        <MyWorkCards summary={summary} />
      ) : (
        <CardGrid specs={[...deskSpecs(summary), callsSpec(summary), ...catalogueSpecs(summary)]} />
      )}
    </Box>
  );
}
