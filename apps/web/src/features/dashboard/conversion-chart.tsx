import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DashboardSummary } from '@studydesk/contract';
import { ChartTable } from './chart-table';
import { ColumnChart, type Column } from './column-chart';
import { enquiriesLink, monthLabel, monthRange } from './dashboard-links';

type Month = DashboardSummary['charts']['conversionByMonth'][number];

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const describe = (m: Month) =>
  `${monthLabel(m.month)}: ${m.converted} of ${m.total} enquiries converted (${percent(m.rate)})`;

/** Converted ÷ all enquiries received in each of the last twelve months. */
export function ConversionChart({ months }: { months: readonly Month[] }) {
  const theme = useTheme();
  if (months.every((m) => m.total === 0))
    return <Typography color="text.secondary">No enquiries in the last 12 months</Typography>;
  const columns: Column[] = months.map((m) => ({
    key: m.month,
    axisLabel: monthLabel(m.month).slice(0, 3),
    segments: [
      {
        key: 'converted',
        value: m.rate * 100,
        colour: theme.palette.success.main,
        label: describe(m),
        to: enquiriesLink({ status: 'converted', ...monthRange(`${m.month}-01`) }),
      },
    ],
  }));
  return (
    <>
      <ColumnChart
        label="Conversion rate per month"
        columns={columns}
        max={100}
        format={(v) => `${v}%`}
        every={1}
      />
      <ChartTable
        caption="Conversion per month: converted ÷ all enquiries received that month"
        head={['Month', 'Enquiries', 'Converted', 'Rate']}
        rows={months.map((m) => [monthLabel(m.month), m.total, m.converted, percent(m.rate)])}
      />
    </>
  );
}
