import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { DuplicateChoice, Import } from '@studydesk/contract';
import { InlineSelect } from '../../components/inline-select';
import { CHOICE_OPTIONS, allChoices, isChoice } from './duplicate-choices';
import { DuplicateRow } from './duplicate-row';
import type { ImportTarget } from './import-resources';
import { usePaged } from './use-paged';
import type { useImportUpdate } from './use-import-update';

type Props = {
  check: Import;
  target: ImportTarget;
  update: ReturnType<typeof useImportUpdate>;
};

/** One choice for every duplicate at once. */
function ApplyToAll({ check, update }: Omit<Props, 'target'>) {
  const [choice, setChoice] = useState<DuplicateChoice>(check.duplicateDefault);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <InlineSelect
        label="Choice for every duplicate"
        value={choice}
        options={CHOICE_OPTIONS}
        minWidth={190}
        onChange={(v) => isChoice(v) && setChoice(v)}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={update.busy}
        onClick={() => void update.send(allChoices(check.duplicates, choice))}
      >
        Apply to all {check.duplicateCount.toLocaleString()}
      </Button>
    </Stack>
  );
}

/**
 * Rows that match existing records (by e-mail or phone) or an earlier row of the file, ten a
 * page, each with its choice: skip it, fill the existing record's empty fields, or create it
 * linked to the existing one.
 */
export function DuplicatesList({ check, target, update }: Props) {
  const { rows, pagination } = usePaged(check.duplicates);
  if (check.duplicateCount === 0)
    return <Typography color="text.secondary">No row matches an existing record.</Typography>;
  const choose = (row: number, choice: DuplicateChoice) =>
    void update.send({ duplicates: { [String(row)]: choice } });
  return (
    <Stack spacing={1.5}>
      {check.duplicateCount > 1 && <ApplyToAll check={check} update={update} />}
      {check.duplicateCount > check.duplicates.length && (
        <Typography variant="body2" color="text.secondary">
          The first {check.duplicates.length.toLocaleString()} are listed; “Apply to all” sets the
          others too.
        </Typography>
      )}
      <Box component="ul" aria-label="Duplicate rows" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((dup) => (
          <DuplicateRow key={dup.row} dup={dup} target={target} onChoose={choose} />
        ))}
      </Box>
      {check.duplicates.length > pagination.rowsPerPage && (
        <TablePagination {...pagination} aria-label="Pages of duplicates" />
      )}
    </Stack>
  );
}
