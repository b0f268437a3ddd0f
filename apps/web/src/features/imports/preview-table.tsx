import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { VisuallyHidden } from '../../components/visually-hidden';
import type { Import } from '@studydesk/contract';

/** A stored day (ISO, midnight UTC) shown as people read days here: dd-mm-yyyy. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(?:\.000)?Z$/;
const shown = (value: string | undefined) => {
  const day = ISO_DAY.exec(value ?? '');
  return day ? `${day[3]}-${day[2]}-${day[1]}` : (value ?? '');
};
/** One line a cell: the box scrolls sideways; a long value is cut, whole in its tooltip. */
const CELL = {
  whiteSpace: 'nowrap',
  maxWidth: 280,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** A cell the check refused: marked where it stands, its reason in its name and tooltip. */
const BAD = {
  ...CELL,
  // The hidden reason is positioned absolutely: held by its cell, inside the table's own
  // scrolling box, not placed against the page, which it widened on a phone.
  position: 'relative',
  color: 'error.dark',
  bgcolor: (t: Theme) => alpha(t.palette.error.main, 0.1),
  boxShadow: (t: Theme) => `inset 2px 0 0 ${t.palette.error.main}`,
} as const;

function PreviewCell({ value, problem }: { value: string; problem: string | undefined }) {
  if (problem === undefined)
    return (
      <TableCell title={value} sx={CELL}>
        {value}
      </TableCell>
    );
  return (
    <TableCell title={`${value || 'empty'}: ${problem}`} sx={BAD}>
      {value || '—'}
      <VisuallyHidden> — {problem}</VisuallyHidden>
    </TableCell>
  );
}

/** The fields some column fills, in the order the resource lists them. */
const mappedFields = (check: Import) => {
  const chosen = new Set(Object.values(check.mapping));
  return check.fields.filter((f) => chosen.has(f.key));
};

/** The first rows as they will be stored, in a box that scrolls sideways on a narrow screen. */
export function PreviewTable({ check }: { check: Import }) {
  const fields = mappedFields(check);
  if (check.preview.length === 0 || fields.length === 0)
    return <Typography color="text.secondary">No rows to preview.</Typography>;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Preview of the first rows"
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          The first {check.preview.length} rows as they will be stored
        </caption>
        <TableHead>
          <TableRow>
            {fields.map((f) => (
              <TableCell key={f.key} sx={{ whiteSpace: 'nowrap' }}>
                {f.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {check.preview.map((row, i) => (
            <TableRow key={i}>
              {fields.map((f) => (
                <PreviewCell
                  key={f.key}
                  value={shown(row[f.key])}
                  problem={check.previewProblems[i]?.[f.key]}
                />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
