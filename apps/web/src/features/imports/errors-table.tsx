import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Import } from '@studydesk/contract';
import { usePaged } from './use-paged';

const wrap = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/**
 * The check's problems, ten a page: row number as the spreadsheet shows it, column, value and
 * what is wrong. The check lists the first ones; the failed-rows file holds every one.
 */
export function ErrorsTable({ check }: { check: Import }) {
  const { rows, pagination } = usePaged(check.errors);
  if (check.errorCount === 0)
    return <Alert severity="success">No problems: every row can be imported as it is.</Alert>;
  return (
    <>
      {check.errorCount > check.errors.length && (
        <Typography variant="body2" color="text.secondary">
          The first {check.errors.length.toLocaleString()} of {check.errorCount.toLocaleString()}{' '}
          problems are listed. After the import, download the failed rows to see every one.
        </Typography>
      )}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Problems found"
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e, i) => (
              <TableRow key={`${e.row}:${e.column}:${i}`}>
                <TableCell sx={{ verticalAlign: 'top' }}>{e.row}</TableCell>
                <TableCell sx={wrap}>{e.column || '—'}</TableCell>
                <TableCell sx={wrap}>{e.value || <em>empty</em>}</TableCell>
                <TableCell sx={wrap}>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {check.errors.length > pagination.rowsPerPage && (
        <TablePagination {...pagination} aria-label="Pages of problems" />
      )}
    </>
  );
}
