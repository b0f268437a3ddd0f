import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { addDays } from '../../lib/dates';
import { useLeadSourcesQuery } from './lead-sources-api';
import { LeadSourcesTable } from './lead-sources-table';

/** The periods offered, in days ending today. */
const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

const TAGS = [
  { tag: 'utmSource', heading: 'Source' },
  { tag: 'utmCampaign', heading: 'Campaign' },
] as const;

/**
 * The dashboard's web-to-lead section, loaded on its own after the rest of the
 * dashboard: enquiries and how many converted, by campaign source and by campaign.
 */
export default function LeadSources({ today }: { today: string }) {
  const [days, setDays] = useState<number>(30);
  const range = { from: addDays(today, 1 - days), to: today };
  const query = useLeadSourcesQuery(range);
  const period = (
    <TextField
      select
      size="small"
      label="Period"
      value={days}
      onChange={(e) => setDays(Number(e.target.value))}
      sx={{ minWidth: 160 }}
    >
      {PERIODS.map((p) => (
        <MenuItem key={p.days} value={p.days}>
          {p.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SectionCard title="Enquiries by source and campaign" action={period}>
      <QueryState
        query={query}
        fallback="Failed to load enquiries by source"
        loadingLabel="Loading enquiries by source"
      >
        {(data) => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            {TAGS.map((t) => (
              <Stack key={t.tag} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h3">
                  By {t.heading.toLowerCase()}
                </Typography>
                <LeadSourcesTable
                  caption={`Enquiries by ${t.heading.toLowerCase()}`}
                  tag={t.tag}
                  heading={t.heading}
                  rows={t.tag === 'utmSource' ? data.bySource : data.byCampaign}
                  range={range}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
