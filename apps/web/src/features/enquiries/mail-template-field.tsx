import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { errorMessage } from '../../lib/errors';
import { useMailTemplateChoicesQuery, useMailTemplateMergeMutation } from './enquiry-mail-api';

type Values = { template: string; subject: string; body: string };

/** What the select says under it: loading, why it is empty, or what a choice does. */
function hint(count: number | undefined, failed: boolean, merging: boolean): string {
  if (count === undefined && !failed) return 'Loading the templates…';
  if (failed) return 'Could not load the templates: write the mail yourself.';
  if (merging) return 'Filling in the student’s details…';
  if (count === 0) return 'No templates yet: an admin can add them in Settings.';
  return 'Fills in the subject and message with the student’s details.';
}

/** A spinner at the select's end while it waits; named, so a screen reader says why. */
const spinner = (label: string) => ({
  endAdornment: (
    <InputAdornment position="end" sx={{ mr: 3 }}>
      <CircularProgress size={16} aria-label={label} />
    </InputAdornment>
  ),
});

/**
 * The template a mail starts from: choosing one fills the subject and message with it, merged
 * on the server with this enquiry's values ({{firstName}} …), to edit before sending.
 */
export function MailTemplateField({
  enquiry,
  field,
  error,
}: {
  enquiry: string;
  field: ControllerRenderProps<Values, 'template'>;
  error?: string;
}) {
  const templates = useMailTemplateChoicesQuery();
  const [merge, merging] = useMailTemplateMergeMutation();
  const form = useFormContext<Values>();
  const choose = async (id: string) => {
    field.onChange(id);
    const t = templates.data?.find((x) => x._id === id);
    if (!t) return;
    try {
      const merged = await merge({ subject: t.subject, body: t.body, enquiry }).unwrap();
      form.setValue('subject', merged.subject, { shouldValidate: true });
      form.setValue('body', merged.text, { shouldValidate: true });
    } catch (err) {
      form.setError('template', { message: errorMessage(err, 'Could not fill in the template') });
    }
  };
  const failed = templates.isError;
  const busy = templates.isLoading ? 'Loading the templates' : 'Filling in the template';
  return (
    <TextField
      select
      label="Template"
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => void choose(event.target.value)}
      disabled={templates.isLoading || merging.isLoading}
      error={Boolean(error)}
      helperText={error ?? hint(templates.data?.length, failed, merging.isLoading)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true },
        input: templates.isLoading || merging.isLoading ? spinner(busy) : undefined,
        // the hint says what the wait is for: drawn as readable text, not a disabled field's grey
        formHelperText: { disabled: false },
      }}
    >
      <MenuItem value="">No template</MenuItem>
      {templates.data?.map((t) => (
        <MenuItem key={t._id} value={t._id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
