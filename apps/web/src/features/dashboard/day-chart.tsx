import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DashboardSummary } from '@studydesk/contract';
import { ChartTable } from './chart-table';
import { ColumnChart, niceMax, type Column } from './column-chart';
import { dayLabel, dayLink, enquiriesCount } from './dashboard-links';
import { statusColour, STATUSES } from './status-colours';
import { StatusLabel } from './status-label';

type Day = DashboardSummary['charts']['perDay'][number];

const total = (d: Day) => STATUSES.reduce((sum, { status }) => sum + d[status], 0);

/** Enquiries received on each of the last 30 days, stacked by their status now. */
export function DayChart({ days }: { days: readonly Day[] }) {
  const theme = useTheme();
  // an empty plot reads as a broken one: say there is nothing to draw instead
  if (days.every((d) => total(d) === 0))
    return <Typography color="text.secondary">No enquiries in the last 30 days</Typography>;
  const columns: Column[] = days.map((d) => ({
    key: d.date,
    axisLabel: dayLabel(d.date),
    segments: STATUSES.map(({ status }) => ({
      key: status,
      value: d[status],
      colour: statusColour(theme, status),
      label: `${enquiriesCount(d[status])} on ${dayLabel(d.date)}, status ${status}`,
      to: dayLink(d.date, status),
    })),
  }));
  const max = niceMax(Math.max(0, ...days.map(total)));
  return (
    <Stack spacing={1.5}>
      <Stack
        component="ul"
        direction="row"
        aria-label="Statuses"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {STATUSES.map(({ status }) => (
          <li key={status}>
            <StatusLabel status={status} />
          </li>
        ))}
      </Stack>
      <ColumnChart label="Enquiries per day by status" columns={columns} max={max} every={5} />
      <ChartTable
        caption="Enquiries per day over the last 30 days, by status"
        head={['Day', ...STATUSES.map((s) => s.label), 'Total']}
        rows={days.map((d) => [dayLabel(d.date), ...STATUSES.map((s) => d[s.status]), total(d)])}
      />
    </Stack>
  );
}
