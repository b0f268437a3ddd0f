import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Enquiry, MergeField } from '@studydesk/contract';
import { MERGE_FIELDS } from '@studydesk/contract/plain';
import { fieldLabel } from './enquiry-details';

/** A field's value as shown (the counsellor's name rather than their id). */
export function valueOf(e: Enquiry, f: MergeField): string {
  const v = f === 'assignedTo' ? (e.assignedToName ?? e.assignedTo) : e[f];
  return v === null || v === undefined ? '' : String(v);
}

/** Fields the merged-away enquiry has a different, non-empty value for: those can be taken. */
export const takeable = (kept: Enquiry, gone: Enquiry, f: MergeField) =>
  valueOf(gone, f) !== '' && valueOf(gone, f) !== valueOf(kept, f);

type Props = {
  kept: Enquiry;
  gone: Enquiry;
  take: ReadonlySet<MergeField>;
  onToggle: (f: MergeField) => void;
};

/** Both enquiries side by side; the kept one's values win unless a field is ticked. */
export function MergeTable({ kept, gone, take, onToggle }: Props) {
  const rows = MERGE_FIELDS.filter((f) => valueOf(kept, f) !== '' || valueOf(gone, f) !== '');
  // Values (e-mails) may break anywhere; labels and headings only between words.
  const cell = { overflowWrap: 'anywhere', verticalAlign: 'top' } as const;
  const tight = { '& td, & th': { px: { xs: 0.75, sm: 2 } } } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="The two enquiries, field by field" sx={tight}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>{kept.enqNo} (kept)</TableCell>
            <TableCell>{gone.enqNo} (merged)</TableCell>
            <TableCell>Take</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((f) => (
            <TableRow key={f}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                {fieldLabel(f)}
              </TableCell>
              <TableCell sx={{ ...cell, fontWeight: take.has(f) ? 400 : 600 }}>
                {valueOf(kept, f) || '—'}
              </TableCell>
              <TableCell sx={{ ...cell, fontWeight: take.has(f) ? 600 : 400 }}>
                {valueOf(gone, f) || '—'}
              </TableCell>
              <TableCell padding="checkbox">
                {takeable(kept, gone, f) && (
                  <Checkbox
                    checked={take.has(f)}
                    onChange={() => onToggle(f)}
                    slotProps={{
                      input: { 'aria-label': `Take ${fieldLabel(f)} from ${gone.enqNo}` },
                    }}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
