import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DuplicateChoice, ImportDuplicate } from '@studydesk/contract';
import { InlineSelect } from '../../components/inline-select';
import { VisuallyHidden } from '../../components/visually-hidden';
import { CHOICE_OPTIONS, fileRowOf, isChoice } from './duplicate-choices';
import type { ImportTarget } from './import-resources';

/** What a duplicate row matches: links to the records, or the earlier row of the file. */
function Matches({ dup, target }: { dup: ImportDuplicate; target: ImportTarget }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {dup.matches.map((m, i) => {
        const row = fileRowOf(m.id);
        return (
          <Box component="span" key={m.id}>
            {i > 0 && ', '}
            {row === undefined ? (
              <Link component={RouterLink} to={target.recordLink(m.id, m.label)} target="_blank">
                {m.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            ) : (
              `row ${row} of this file${m.label ? ` (${m.label})` : ''}`
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** A row that repeats an earlier row of the file, and no stored record. */
const repeatsOnlyFile = (dup: ImportDuplicate) =>
  dup.matches.every((m) => fileRowOf(m.id) !== undefined);

/** One row that matches: its number, what it matches, and what to do with it. */
export function DuplicateRow({
  dup,
  target,
  onChoose,
}: {
  dup: ImportDuplicate;
  target: ImportTarget;
  onChoose: (row: number, choice: DuplicateChoice) => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <strong>Row {dup.row}</strong> {repeatsOnlyFile(dup) ? 'repeats' : 'matches'}{' '}
        <Matches dup={dup} target={target} />
      </Typography>
      <InlineSelect
        label={`What to do with row ${dup.row}`}
        value={dup.choice}
        options={CHOICE_OPTIONS}
        minWidth={190}
        onChange={(v) => isChoice(v) && onChoose(dup.row, v)}
      />
    </Box>
  );
}
