import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

// One layout for every report's table, so their columns line up down the page; below its
// minimum width a table scrolls inside its box.
const TABLE_SX = {
  tableLayout: 'fixed',
  minWidth: 300,
  '& td, & th': { px: 1 },
  '& td': { whiteSpace: 'nowrap' },
  '& tr > :first-of-type': { width: '40%' },
} as const;

export type MoneyRow = { key: string; cells: readonly string[] };

type MoneyTableProps = {
  /** the table's name, shown above it */
  caption: string;
  /** the column heads; the first names the rows, the rest are figures (right-aligned) */
  head: readonly string[];
  rows: readonly MoneyRow[];
  /** shown instead of an empty table */
  empty: string;
};

/**
 * A report's small table. On a phone it scrolls sideways inside its own box (reachable by Tab,
 * so a keyboard can scroll it too), never the page.
 */
export function MoneyTable({ caption, head, rows, empty }: MoneyTableProps) {
  if (rows.length === 0)
    return (
      <Box>
        <Typography variant="subtitle2" component="h3">
          {caption}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      </Box>
    );
  return (
    <Box
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
      tabIndex={0}
      role="group"
      aria-label={caption}
    >
      <Table size="small" sx={TABLE_SX}>
        <caption
          style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 8px 4px' }}
        >
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <TableCell key={head[i]} component="th" scope="row" sx={{ whiteSpace: 'normal' }}>
                    {c}
                  </TableCell>
                ) : (
                  <TableCell key={head[i]} align="right">
                    {c}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
