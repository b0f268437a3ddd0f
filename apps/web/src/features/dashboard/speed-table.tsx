import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { DashboardSpeed, SpeedFigures, SpeedRow } from '@studydesk/contract';
import { formatWait } from '../../lib/durations';

type Week = { from: string; to: string };
/** Which list filter a group's rows stand for. */
export type GroupFilter = (key: string | null) => Record<string, string>;

function listLink(week: Week, filter: Record<string, string>, contacted: 'yes' | 'no') {
  const params = new URLSearchParams({ from: week.from, to: week.to, ...filter, contacted });
  return `/enquiries?${params.toString()}`;
}

function Figure({ text, to }: { text: string; to: string | null }) {
  return (
    <TableCell align="right">
      {to ? (
        <Link component={RouterLink} to={to}>
          {text}
        </Link>
      ) : (
        text
      )}
    </TableCell>
  );
}

/** Median, 90th percentile and contacted link to the contacted ones; waiting to those waiting. */
function WeekCells({
  f,
  week,
  filter,
}: {
  f: SpeedFigures;
  week: Week;
  filter: Record<string, string>;
}) {
  const contacted = f.contacted > 0 ? listLink(week, filter, 'yes') : null;
  const ms = (v: number | null) => (v === null ? '—' : formatWait(v));
  return (
    <>
      <Figure text={ms(f.medianMs)} to={contacted} />
      <Figure text={ms(f.p90Ms)} to={contacted} />
      <Figure text={String(f.contacted)} to={contacted} />
      <Figure text={String(f.waiting)} to={f.waiting > 0 ? listLink(week, filter, 'no') : null} />
    </>
  );
}

const COLUMNS = ['Median', '90th pct', 'Contacted', 'Waiting'];

type Props = {
  caption: string;
  rows: SpeedRow[];
  weeks: DashboardSpeed['weeks'];
  filter: GroupFilter;
};

/** One breakdown: a row per group, this week's figures then last week's, each a link. */
export function SpeedTable({ caption, rows, weeks, filter }: Props) {
  return (
    <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
      <caption
        style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '8px 8px 4px' }}
      >
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell rowSpan={2}>Group</TableCell>
          <TableCell colSpan={4} align="center">
            This week
          </TableCell>
          <TableCell colSpan={4} align="center">
            Last week
          </TableCell>
        </TableRow>
        <TableRow>
          {[...COLUMNS, ...COLUMNS].map((c, i) => (
            <TableCell key={`${c}${i}`} align="right">
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={9}>No enquiries these two weeks</TableCell>
          </TableRow>
        )}
        {rows.map((r) => (
          <TableRow key={r.key ?? ''}>
            <TableCell component="th" scope="row">
              {r.label}
            </TableCell>
            <WeekCells f={r.thisWeek} week={weeks.thisWeek} filter={filter(r.key)} />
            <WeekCells f={r.lastWeek} week={weeks.lastWeek} filter={filter(r.key)} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
