import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Import } from '@studydesk/contract';
import { CheckSummary } from './check-summary';
import { DuplicatesList } from './duplicates-list';
import { ErrorsTable } from './errors-table';
import type { ImportTarget } from './import-resources';
import { PreviewTable } from './preview-table';
import { RunButton } from './run-button';
import { StepCard } from './step-card';
import { UnmatchedValues } from './unmatched-values';
import { useImportUpdate } from './use-import-update';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-label={title}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Step 3, before anything is written: the first rows as they will be stored, every problem
 * found, the rows matching existing records with a choice each; then the import itself.
 */
export function CheckStep({
  check,
  target,
  onBack,
}: {
  check: Import;
  target: ImportTarget;
  onBack: () => void;
}) {
  const update = useImportUpdate(check.id);
  return (
    <StepCard title="Check the rows">
      <CheckSummary check={check} checking={update.busy} />
      {check.valid === 0 && (
        <Alert severity="warning">
          No row can be imported yet: go back to the columns, or fix the file and upload it again.
        </Alert>
      )}
      {check.unmatched.length > 0 && (
        <Part title="Values to match">
          <UnmatchedValues check={check} send={update.send} busy={update.busy} />
        </Part>
      )}
      <Part title="Preview">
        <PreviewTable check={check} />
      </Part>
      <Part title={`Problems (${check.errorCount.toLocaleString()})`}>
        <ErrorsTable check={check} />
      </Part>
      <Part title={`Duplicates (${check.duplicateCount.toLocaleString()})`}>
        <DuplicatesList check={check} target={target} update={update} />
      </Part>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>Back to the columns</Button>
        <RunButton check={check} target={target} />
      </Stack>
    </StepCard>
  );
}
