import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileExcelOutlined } from '../../lib/icons/file-excel-outlined';
import type { Import } from '@studydesk/contract';
import { DropZone } from '../../components/drop-zone';
import { VisuallyHidden } from '../../components/visually-hidden';
import { errorMessage } from '../../lib/errors';
import type { UploadProgress } from '../../lib/upload';
import { IMPORT_ACCEPT, IMPORT_RULES_TEXT, fileSize, importFileProblem } from './import-file';
import type { ImportTarget } from './import-resources';
import { uploadImport } from './imports-api';
import { StepCard } from './step-card';

type Sending = { file: File; progress: UploadProgress; abort: AbortController };

/** Sent, then read and checked by the server: a bar that fills, then one that waits. */
function SendingNote({ sending }: { sending: Sending }) {
  const { loaded, total } = sending.progress;
  const sent = total > 0 && loaded >= total;
  const percent = total > 0 ? Math.round((100 * loaded) / total) : undefined;
  const label = sent ? 'Checking the rows' : 'Uploading the file';
  return (
    <Stack spacing={1} role="status">
      <Typography variant="body2">
        {sent
          ? `Checking every row of “${sending.file.name}”…`
          : `Uploading “${sending.file.name}”${percent === undefined ? '' : ` · ${percent}%`} of ${fileSize(sending.file.size)}`}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={sent || percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Stack>
  );
}

/** Step 1: pick (or drop) a CSV or XLSX, checked here first, then uploaded and checked. */
export function UploadStep({
  target,
  onChecked,
}: {
  target: ImportTarget;
  onChecked: (check: Import) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState<Sending>();
  const send = async (file: File | undefined) => {
    if (!file || sending) return;
    const why = importFileProblem(file);
    setProblem(why);
    if (why) return;
    const abort = new AbortController();
    setSending({ file, abort, progress: { loaded: 0, total: file.size } });
    try {
      const check = await uploadImport(
        target.resource,
        file,
        (progress) => setSending((s) => s && { ...s, progress }),
        abort.signal,
      );
      onChecked(check);
    } catch (err) {
      if (!abort.signal.aborted) setProblem(errorMessage(err, 'The file could not be read'));
      setSending(undefined);
    }
  };
  return (
    <StepCard title={`Upload a spreadsheet of ${target.plural}`}>
      <DropZone invalid={Boolean(problem)} onFile={(file) => void send(file)}>
        <FileExcelOutlined aria-hidden style={{ fontSize: 40, opacity: 0.5 }} />
        <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography>Choose a file, or drag one here</Typography>
          {sending ? (
            <SendingNote sending={sending} />
          ) : (
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => input.current?.click()}
            >
              Choose a file
            </Button>
          )}
          {sending && (
            <Button
              sx={{ alignSelf: 'flex-start' }}
              color="inherit"
              onClick={() => sending.abort.abort()}
            >
              Cancel upload
            </Button>
          )}
        </Stack>
      </DropZone>
      <VisuallyHidden>
        <label htmlFor={`${id}-file`}>Spreadsheet to import</label>
      </VisuallyHidden>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-describedby={`${id}-help`}
        tabIndex={-1}
        hidden
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: 0 }}>
        {IMPORT_RULES_TEXT}. Nothing is written until you have checked the rows and confirmed.
      </FormHelperText>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </StepCard>
  );
}
