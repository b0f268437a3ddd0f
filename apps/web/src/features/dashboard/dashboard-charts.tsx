import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { BarList } from './bar-list';
import { ConversionChart } from './conversion-chart';
import { CountryChart } from './country-chart';
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

/** The enquiry charts; a role that may not read enquiries gets them all empty and sees none. */
export function DashboardCharts({ charts }: { charts: Charts }) {
  if (charts.perDay.length === 0) return null;
  const { byCategory } = charts;
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
          <CountryChart charts={charts} />
        </SectionCard>
      </TwoColumns>
    </>
  );
}
