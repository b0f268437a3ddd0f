import { useId, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldValues, Path } from 'react-hook-form';
import { IMAGE_RULES_TEXT, imageFileProblem, type ImageValue } from '../lib/image-upload';
import type { FormField } from './form-field';
import {
  DropZone,
  FileInput,
  ImageButtons,
  Preview,
  usePreview,
  useUploading,
} from './image-field-parts';

export type ImageFieldProps = {
  /** the field's name, e.g. "Flag"; the file input is labelled by it */
  label: string;
  value: ImageValue | undefined;
  onChange: (value: ImageValue) => void;
  /** a schema or server message (e.g. "The image is too large: the limit is 5 MB") */
  error?: string;
  /** focused when the server puts an error on the image */
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * One image of a record: preview, drop or choose a file (a real button, so the keyboard can),
 * JPEG/PNG/WebP/GIF up to 5 MB checked before anything is sent, an indeterminate bar while
 * the form uploads it (fetch has no upload progress), and "Remove new image" to go back to the
 * stored one. Removing a stored image is not offered: the API keeps it when an update sends none.
 */
export function ImageField({ label, value, onChange, error, buttonRef }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stored] = useState(() => (value instanceof File ? null : (value ?? null)));
  const [problem, setProblem] = useState<string>();
  const preview = usePreview(value);
  const uploading = useUploading(value);
  const message = problem ?? error;
  const take = (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file);
    setProblem(why);
    if (!why) onChange(file);
  };
  const remove = () => {
    setProblem(undefined);
    onChange(stored);
  };
  return (
    <Box>
      <Typography
        component="label"
        htmlFor={`${id}-input`}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', mb: 0.75 }}
      >
        {label}
      </Typography>
      <DropZone invalid={Boolean(message)} onFile={take}>
        <Preview url={preview} label={label} picked={value instanceof File} />
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2">
            {value instanceof File ? value.name : 'Drag an image here, or choose one'}
          </Typography>
          <ImageButtons
            replace={Boolean(preview)}
            remove={
              value instanceof File ? (stored ? 'Remove new image' : 'Remove image') : undefined
            }
            busy={uploading}
            buttonRef={buttonRef}
            onChoose={() => input.current?.click()}
            onRemove={remove}
          />
          {uploading && <LinearProgress aria-label={`Uploading ${label.toLowerCase()}`} />}
        </Stack>
      </DropZone>
      <FileInput id={id} inputRef={input} invalid={Boolean(message)} onFile={take} />
      <FormHelperText
        id={`${id}-help`}
        error={Boolean(message)}
        role={message ? 'alert' : undefined}
      >
        {message ?? IMAGE_RULES_TEXT}
      </FormHelperText>
    </Box>
  );
}

/** The form field of a resource's image (`image` in multipart, spec §7). */
export function imageField<V extends FieldValues>(label = 'Image'): FormField<V> {
  return {
    name: 'image' as Path<V>,
    label,
    render: (field, error) => (
      <ImageField
        label={label}
        value={field.value}
        onChange={field.onChange}
        error={error}
        buttonRef={field.ref}
      />
    ),
  };
}
