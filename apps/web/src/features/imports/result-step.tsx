import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DownloadOutlined } from '../../lib/icons/download-outlined';
import { toast } from '../../lib/toast/toast';
import type { Import } from '@studydesk/contract';
import { streamDownload } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import type { ImportTarget } from './import-resources';
import { failedRowsPath } from './imports-api';
import { ResultCounts } from './result-counts';
import { StepCard } from './step-card';
import { UndoButton, canUndo } from './undo-button';
import { undoneText } from './undo-summary';

const failedName = (name: string) => `${name.replace(/\.(csv|xlsx)$/i, '')}-failed.csv`;

/** "Download failed rows": the CSV of the rows that failed, with an error column. */
function DownloadFailed({ result }: { result: Import }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await streamDownload(
        { path: failedRowsPath(result.id), fallbackName: failedName(result.name) },
        () => undefined,
      );
      toast.success(`Downloaded ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, 'The failed rows could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      disabled={busy}
      startIcon={<DownloadOutlined aria-hidden />}
      onClick={() => void download()}
    >
      Download failed rows
    </Button>
  );
}

/** What happened to the import as a whole, when it is not simply done. */
function StateNote({ result, plural }: { result: Import; plural: string }) {
  if (result.state === 'undone') return <Alert severity="info">{undoneText(result, plural)}</Alert>;
  if (result.state === 'failed')
    return (
      <Alert severity="error">
        The import stopped before the end: {result.processed.toLocaleString()} of{' '}
        {result.total.toLocaleString()} rows were handled. Undo it, or import the rest again.
      </Alert>
    );
  if (result.failed > 0)
    return (
      <Alert severity="warning">
        Some rows could not be imported. Download them (each with its problem in an extra column),
        fix them and import that file.
      </Alert>
    );
  // found from outside: "Every row was imported." beside "Skipped 3"
  if (result.skipped > 0)
    return (
      <Alert severity="success">
        The import is done: rows matching existing records were skipped as you chose.
      </Alert>
    );
  return <Alert severity="success">Every row was imported.</Alert>;
}

/** Step 5: the counts, the failed rows to fix, Undo within 7 days, and where the records are. */
export function ResultStep({ result, target }: { result: Import; target: ImportTarget }) {
  return (
    <StepCard title={`Import of “${result.name}”`}>
      <StateNote result={result} plural={target.plural} />
      <ResultCounts result={result} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {result.failed > 0 && <DownloadFailed result={result} />}
        {result.state !== 'undone' && (
          <Button variant="outlined" component={RouterLink} to={target.importedLink(result.name)}>
            See the imported {target.plural}
          </Button>
        )}
        <Button component={RouterLink} to={target.importPath}>
          Import another file
        </Button>
        {canUndo(result) && <UndoButton result={result} />}
      </Stack>
    </StepCard>
  );
}
