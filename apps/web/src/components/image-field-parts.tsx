import { useEffect, useState, type CSSProperties, type Ref } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PictureOutlined } from '../lib/icons/picture-outlined';
import { useFormContext } from 'react-hook-form';
import { IMAGE_ACCEPT, type ImageValue } from '../lib/image-upload';

/** Where the preview comes from: a picked file (an object URL, freed again) or the stored URL. */
export function usePreview(value: ImageValue | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(value instanceof File)) return undefined;
    const objectUrl = URL.createObjectURL(value);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [value]);
  if (value instanceof File) return url;
  return value ?? undefined;
}

/** True while the form around it is being sent: the picked file is on its way. */
export function useUploading(value: ImageValue | undefined): boolean {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  return Boolean(form?.formState.isSubmitting) && value instanceof File;
}

export function Preview({ url, label, picked }: { url?: string; label: string; picked: boolean }) {
  const box = { width: 96, height: 72, borderRadius: 1, flexShrink: 0 };
  if (!url)
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
        <PictureOutlined aria-hidden style={{ fontSize: 28, opacity: 0.5 }} />
      </Box>
    );
  const alt = picked ? `New ${label.toLowerCase()} preview` : `Current ${label.toLowerCase()}`;
  return <Box component="img" src={url} alt={alt} sx={{ ...box, objectFit: 'cover' }} />;
}

// the drop box lives apart, so screens without a form (the import wizard) load no form library
export { DropZone } from './drop-zone';

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

/** Choose (or replace) and, for a newly picked file, remove. */
export function ImageButtons(props: {
  replace: boolean;
  /** the remove button's text, when a new file is picked */
  remove?: string;
  busy: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  onChoose: () => void;
  onRemove: () => void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        ref={props.buttonRef}
        disabled={props.busy}
        onClick={props.onChoose}
      >
        {props.replace ? 'Replace image' : 'Choose image'}
      </Button>
      {props.remove && (
        <Button size="small" color="inherit" disabled={props.busy} onClick={props.onRemove}>
          {props.remove}
        </Button>
      )}
    </Stack>
  );
}

/** The real file input: out of sight and out of the tab order (the button opens it). */
export function FileInput(props: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  onFile: (file?: File) => void;
}) {
  return (
    <input
      ref={props.inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      id={`${props.id}-input`}
      aria-describedby={`${props.id}-help`}
      aria-invalid={props.invalid}
      tabIndex={-1}
      style={HIDDEN}
      onChange={(event) => {
        props.onFile(event.target.files?.[0]);
        event.target.value = ''; // the same file can be picked again after a removal
      }}
    />
  );
}
