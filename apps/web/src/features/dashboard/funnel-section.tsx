import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { FUNNEL_DIMENSIONS, type FunnelDimension } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useOfficeParam } from '../offices/office-select';
import { dayLabel } from './dashboard-links';
import { useDashboardFunnelQuery } from './funnel-api';
import { DEFAULT_PERIOD, DIMENSIONS, PERIODS, type Range } from './funnel-labels';
import { FunnelTable } from './funnel-table';

// Kept in the address, so coming back from a figure's list finds the same funnel.
const BY = 'funnelBy';
const PERIOD = 'funnelPeriod';

const isDimension = (v: string | null): v is FunnelDimension =>
  FUNNEL_DIMENSIONS.some((d) => d === v);

function rangeText({ from, to }: Range, year: string) {
  if (!from || !to) return 'all time';
  const end = dayLabel(to) + (to.startsWith(year) ? '' : ` ${to.slice(0, 4)}`);
  return `${dayLabel(from)} – ${end}`;
}

/**
 * The funnel, loaded after the rest of the dashboard: enquiries received in a period
 * through contact, application, offer, acceptance, visa and enrolment, by source, campaign,
 * counsellor, country or intake. Counsellors get their own enquiries' (the API decides).
 */
export default function FunnelSection({ today }: { today: string }) {
  const [params, setParams] = useSearchParams();
  const rawBy = params.get(BY);
  const by: FunnelDimension = isDimension(rawBy) ? rawBy : 'source';
  const period = PERIODS.find((p) => p.key === params.get(PERIOD)) ?? PERIODS[0]!;
  const range = period.range(today);
  const [office] = useOfficeParam();
  const query = useDashboardFunnelQuery({ ...range, by, office });
  const choose = (name: string, value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <SectionCard title="Funnel: enquiry to enrolment">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label="Received"
          value={period.key}
          onChange={(e) => choose(PERIOD, e.target.value, DEFAULT_PERIOD)}
          sx={{ minWidth: 160 }}
        >
          {PERIODS.map((p) => (
            <MenuItem key={p.key} value={p.key}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="By"
          value={by}
          onChange={(e) => choose(BY, e.target.value, 'source')}
          sx={{ minWidth: 180 }}
        >
          {FUNNEL_DIMENSIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {DIMENSIONS[d].label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Students by how far they got: each figure counts the enquiries that reached that step and
        opens them in the list; the percentage under it is its share of the step before.
      </Typography>
      <QueryState
        // a new period or split shows its own figures once they come, never the last ones
        query={{ ...query, data: query.currentData }}
        fallback="Failed to load the funnel"
        loadingLabel="Loading the funnel"
      >
        {(funnel) => (
          <FunnelTable
            funnel={funnel}
            caption={`By ${DIMENSIONS[funnel.by].noun.toLowerCase()}, enquiries received ${rangeText(range, today.slice(0, 4))}`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
