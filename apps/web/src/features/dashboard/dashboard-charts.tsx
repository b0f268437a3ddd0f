import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { BarList, type Bar } from './bar-list';
import { ConversionChart } from './conversion-chart';
import { enquiriesLink } from './dashboard-links';
import { DayChart } from './day-chart';

type Charts = DashboardSummary['charts'];

/** Two to a row from the md breakpoint, one below it. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

const NONE = 'No enquiries yet';

/**
 * Each country links to its list; "Not given" and the rest beyond the top ten have no list
 * filter, so they are plain rows.
 */
function countryBars(top: Charts['byCountry'], others: number): Bar[] {
  const bars: Bar[] = top.map(({ country, count }) =>
    country === null
      ? { key: 'none', label: 'Not given', count }
      : { key: `c:${country}`, label: country, count, to: enquiriesLink({ country }) },
  );
  return others > 0 ? [...bars, { key: 'others', label: 'Other countries', count: others }] : bars;
}

/** The enquiry charts; a role that may not read enquiries gets them all empty and sees none. */
export function DashboardCharts({ charts }: { charts: Charts }) {
  if (charts.perDay.length === 0) return null;
  const { byCategory, byCountry } = charts;
  return (
    <>
      <TwoColumns>
        <SectionCard title="Enquiries per day, last 30 days">
          <DayChart days={charts.perDay} />
        </SectionCard>
        <SectionCard title="Conversion rate per month">
          <ConversionChart months={charts.conversionByMonth} />
        </SectionCard>
      </TwoColumns>
      <TwoColumns>
        <SectionCard title="Enquiries by category">
          {byCategory.length === 0 ? (
            <Typography color="text.secondary">{NONE}</Typography>
          ) : (
            <BarList
              label="Enquiries by category"
              bars={byCategory.map((c) => ({
                label: c.category,
                count: c.count,
                to: enquiriesLink({ category: c.category }),
              }))}
            />
          )}
        </SectionCard>
        <SectionCard title="Enquiries by country of interest">
          {byCountry.length === 0 ? (
            <Typography color="text.secondary">{NONE}</Typography>
          ) : (
            <BarList
              label="Enquiries by country of interest"
              bars={countryBars(byCountry, charts.otherCountries)}
            />
          )}
        </SectionCard>
      </TwoColumns>
    </>
  );
}
