import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { toast } from '../../lib/toast/toast';
import { DOCUMENT_MESSAGES } from '@studydesk/contract/plain';
import { usePhoneFullScreen } from '../../components/form-dialog';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { FilePicker } from './file-picker';
import { UploadBar, UploadFields, type Choice, type FieldState } from './upload-fields';
import { uploadRules, fileProblem } from './upload-rules';
import { useUploadDocument } from './use-upload';

export type UploadDialogProps = {
  open: boolean;
  enquiry: string;
  /** the application it is for at first (on an application's record) */
  application?: string;
  types: readonly Choice[];
  applications: readonly Choice[];
  onClose: () => void;
};

type Name = 'type' | 'application' | 'note';

/** The form; the dialog unmounts it once closed, so each opening starts blank. */
function UploadForm(props: UploadDialogProps) {
  const { upload, progress, cancel } = useUploadDocument(props.enquiry);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [values, setValues] = useState({
    type: '',
    application: props.application ?? '',
    note: '',
  });
  const [errors, setErrors] = useState<FieldState['errors']>({});
  const [refusal, setRefusal] = useState<string>();
  const busy = progress !== undefined;
  const pick = (f: File | undefined) => {
    if (!f) return;
    setFile(f);
    setFileError(fileProblem(f));
    setRefusal(undefined);
  };
  const submit = async () => {
    const problem = file ? fileProblem(file) : DOCUMENT_MESSAGES.fileMissing;
    const missing = values.type ? {} : { type: 'Choose the type of document' };
    setFileError(problem);
    setErrors(missing);
    if (problem || !file || missing.type) return;
    setRefusal(undefined);
    try {
      const saved = await upload(values, file);
      toast.success(`${saved.type.name} uploaded`);
      props.onClose();
    } catch (err) {
      // stopped on purpose: the form stays as it was, nothing to report
      if (err instanceof DOMException && err.name === 'AbortError') return;
      const fields = fieldErrors(err);
      setErrors({ type: fields.type, application: fields.application, note: fields.note });
      setRefusal(errorMessage(err, 'Could not upload the document'));
    }
  };
  const set = (name: Name, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <FilePicker
            file={file}
            help={uploadRules()}
            error={fileError}
            disabled={busy}
            onFile={pick}
          />
          <UploadFields
            {...values}
            errors={errors}
            types={props.types}
            applications={props.applications}
            disabled={busy}
            set={set}
          />
          {busy && file && <UploadBar file={file.name} progress={progress} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={busy ? cancel : props.onClose}>{busy ? 'Stop upload' : 'Cancel'}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          Upload
        </Button>
      </DialogActions>
    </>
  );
}

/** "Upload a document": the file, its type, its application, a note; progress; the refusal. */
export function UploadDialog(props: UploadDialogProps) {
  const fullScreen = usePhoneFullScreen();
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={(_e, reason) => reason !== 'backdropClick' && props.onClose()}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Upload a document</DialogTitle>
      <UploadForm {...props} />
    </Dialog>
  );
}
