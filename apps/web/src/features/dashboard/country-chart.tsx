import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@studydesk/contract';
import { BarList, type Bar } from './bar-list';
import { enquiriesLink } from './dashboard-links';

type Charts = DashboardSummary['charts'];

/**
 * The countries asked about most, each a link into its list, and the rest beyond the top ten
 * (no list filter: a plain row). Enquiries naming no country are no country: they are counted
 * on a line of their own below the bars, not drawn as one of them.
 */
export function CountryChart({ charts }: { charts: Charts }) {
  const { byCountry, otherCountries, notGiven } = charts;
  const bars: Bar[] = byCountry.map(({ country, count }) => ({
    key: `c:${country}`,
    label: country,
    count,
    to: enquiriesLink({ country }),
  }));
  if (otherCountries > 0)
    bars.push({ key: 'others', label: 'Other countries', count: otherCountries });
  return (
    <Stack spacing={1.5}>
      {bars.length === 0 ? (
        <Typography color="text.secondary">
          {notGiven > 0 ? 'No enquiry names a country' : 'No enquiries yet'}
        </Typography>
      ) : (
        <BarList label="Enquiries by country of interest" bars={bars} />
      )}
      {notGiven > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          Not given: {notGiven}
        </Typography>
      )}
    </Stack>
  );
}
