import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DashboardSummary } from '@studydesk/contract';
import { ChartTable } from './chart-table';
import { ColumnChart, type Column } from './column-chart';
import { enquiriesCount, enquiriesLink, monthLabel, monthRange } from './dashboard-links';

type Month = DashboardSummary['charts']['conversionByMonth'][number];

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const describe = (m: Month) =>
  `${monthLabel(m.month)}: ${m.converted} of ${m.total} enquiries converted (${percent(m.rate)})`;

function noneConverted(months: readonly Month[]): string {
  const total = months.reduce((sum, m) => sum + m.total, 0);
  if (total === 0) return 'No enquiries in the last 12 months';
  return `None of the ${enquiriesCount(total)} of the last 12 months has converted yet`;
}

/** Converted ÷ all enquiries received in each of the last twelve months. */
export function ConversionChart({ months }: { months: readonly Month[] }) {
  const theme = useTheme();
  // all bars at 0% draw a blank axis: say why instead
  if (months.every((m) => m.converted === 0))
    return <Typography color="text.secondary">{noneConverted(months)}</Typography>;
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
