import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CommissionRow } from '@studydesk/contract';
import { Figures } from './commission-totals';
import { money } from '../money';
import { FIGURES, applicationsLink, intakeOf, rowKey } from './commission-format';

const plural = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

/** How many applications, as a link to them, and how many cannot be reckoned. */
function Applications({ row }: { row: CommissionRow }) {
  return (
    <>
      <Link component={RouterLink} to={applicationsLink(row)}>
        {plural(row.applications)}
      </Link>
      {row.unpriced > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {row.unpriced} without a rule or tuition
        </Typography>
      )}
    </>
  );
}

const collegeOf = (row: CommissionRow) => row.collegeName ?? 'A college no longer listed';

function RowsTable({ rows }: { rows: CommissionRow[] }) {
  return (
    <Table aria-label="Commission by intake and college" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Intake</TableCell>
          <TableCell>College</TableCell>
          <TableCell>Currency</TableCell>
          <TableCell>Applications</TableCell>
          {FIGURES.map((f) => (
            <TableCell key={f.key} align="right">
              {f.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)}>
            <TableCell>{intakeOf(r)}</TableCell>
            <TableCell>{collegeOf(r)}</TableCell>
            <TableCell>{r.currency ?? '—'}</TableCell>
            <TableCell>
              <Applications row={r} />
            </TableCell>
            {FIGURES.map((f) => (
              <TableCell key={f.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(r[f.key], r.currency)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone, each row a card. */
function RowCards({ rows }: { rows: CommissionRow[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Commission by intake and college"
      sx={{ m: 0, p: 0, gap: 1.5 }}
    >
      {rows.map((r) => (
        <Paper component="li" key={rowKey(r)} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
          <Typography variant="subtitle1" component="h3">
            {collegeOf(r)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {intakeOf(r)} · {r.currency ?? 'no currency'}
          </Typography>
          <Figures sums={r} currency={r.currency} />
          <Stack sx={{ mt: 1 }}>
            <Applications row={r} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** By intake and college (and currency, when a college's applications are in several). */
export function CommissionRows({ rows }: { rows: CommissionRow[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return phone ? <RowCards rows={rows} /> : <RowsTable rows={rows} />;
}
