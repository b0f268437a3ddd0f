import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Import, ImportColumn, ImportField, ImportMapping } from '@studydesk/contract';
import { CheckSummary } from './check-summary';
import { conflictsOf, missingRequired, withChoice } from './import-mapping';
import { MappingRow } from './mapping-row';
import { OneValueFields } from './one-value-fields';
import { StepCard } from './step-card';
import { useImportUpdate } from './use-import-update';

const list = (labels: string[]) =>
  labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/**
 * Step 2: each column's field, or Ignore. A change without a clash is saved at once and the
 * check shown again; a field chosen twice stays here, marked on both columns, until resolved.
 */
export function MappingStep({ check, onNext }: { check: Import; onNext: () => void }) {
  const { columns, fields } = check;
  const update = useImportUpdate(check.id);
  const [draft, setDraft] = useState<ImportMapping>(check.mapping);
  const clashes = conflictsOf(draft, columns);
  // a new check from the server is what the screen shows, unless a clash is being resolved here
  useEffect(() => {
    setDraft((mine) => (conflictsOf(mine, columns).size > 0 ? mine : check.mapping));
  }, [check.mapping, columns]);
  const unmapped = missingRequired(draft, columns, fields);
  // a field with a fixed list can take one value for every row instead of a column
  const oneValue = unmapped.filter((f) => f.options);
  const missing = unmapped.filter((f) => !f.options);
  const chooseDefault = (field: ImportField, value: string) =>
    void update.send({ defaults: { [field.key]: value } });
  const choose = (column: ImportColumn, field: string | null) => {
    const next = withChoice(draft, column, field);
    setDraft(next);
    if (conflictsOf(next, columns).size > 0) return;
    void update.send({ mapping: next }).then((ok) => ok || setDraft(check.mapping));
  };
  const clashOf = (column: ImportColumn) => {
    const field = draft[String(column.index)];
    const taken = field ? clashes.get(field) : undefined;
    return taken?.filter((c) => c.index !== column.index);
  };
  const blocked =
    clashes.size > 0 || missing.length > 0 || oneValue.some((f) => !check.defaults[f.key]);
  return (
    <StepCard title="Match the columns to fields">
      <CheckSummary check={check} checking={update.busy} />
      {clashes.size > 0 && (
        <Alert severity="error" role="alert">
          Two columns cannot fill one field. Change one of the columns marked below.
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert severity="warning">
          Choose a column for {list(missing.map((f) => f.label))}: every row needs{' '}
          {missing.length === 1 ? 'it' : 'them'}.
        </Alert>
      )}
      <OneValueFields
        fields={oneValue}
        defaults={check.defaults}
        disabled={update.busy}
        onChoose={chooseDefault}
      />
      <Box component="ul" aria-label="Columns of the file" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {columns.map((column) => (
          <MappingRow
            key={column.index}
            column={column}
            columns={columns}
            fields={fields}
            mapping={draft}
            clash={clashOf(column)}
            onChange={choose}
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={blocked || update.busy} onClick={onNext}>
          Next: check the rows
        </Button>
      </Stack>
    </StepCard>
  );
}
