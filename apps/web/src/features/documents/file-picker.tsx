import { useId, useRef, type CSSProperties } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileAddOutlined } from '../../lib/icons/file-add-outlined';
import { DOCUMENT_ACCEPT } from '@studydesk/contract/plain';
import { DropZone } from '../../components/image-field-parts';
import { fileSize } from './document-labels';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

type Props = {
  file: File | null;
  /** what the rules say, or what is wrong with the picked file */
  help: string;
  error?: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
};

/** The document's file: dropped, or chosen with a real button (the input is out of sight). */
export function FilePicker({ file, help, error, disabled, onFile }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <Typography
        component="label"
        htmlFor={`${id}-input`}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', mb: 0.75 }}
      >
        File
      </Typography>
      <DropZone invalid={Boolean(error)} onFile={onFile}>
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? `${file.name} · ${fileSize(file.size)}` : 'Drag a file here, or choose one'}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<FileAddOutlined aria-hidden />}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {file ? 'Choose another file' : 'Choose file'}
          </Button>
        </Stack>
      </DropZone>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        id={`${id}-input`}
        aria-describedby={`${id}-help`}
        aria-invalid={Boolean(error)}
        tabIndex={-1}
        style={HIDDEN}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? help}
      </FormHelperText>
    </div>
  );
}
