import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormFieldInput, type FormField } from './form-field';
import { setServerErrors } from './server-errors';

export type FormDialogProps<In extends FieldValues, Out> = {
  open: boolean;
  title: string;
  submitLabel?: string;
  /** the contract schema: the same one the API validates with */
  schema: z.ZodType<Out, In>;
  fields: readonly FormField<In>[];
  /** values when the dialog opens: blank for create, the row's for edit */
  values: In;
  /** rejects with the API error so its fieldErrors land on the fields */
  onSubmit: (values: Out) => Promise<void>;
  onClose: () => void;
};

/** Create and edit share this dialog; its form mounts afresh each time the dialog opens. */
export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => reason !== 'backdropClick' && props.onClose()}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <FormBody {...props} />
    </Dialog>
  );
}

function FormBody<In extends FieldValues, Out>({
  schema,
  fields,
  values,
  submitLabel = 'Save',
  onSubmit,
  onClose,
}: FormDialogProps<In, Out>) {
  const methods = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<In>,
  });
  const { control, handleSubmit, setError, setFocus, formState } = methods;
  const saving = formState.isSubmitting;
  const first = fields[0]?.name;
  // Runs before the dialog's focus trap looks for focus, so the trap leaves it on the field.
  useEffect(() => {
    if (first) setFocus(first);
  }, [first, setFocus]);

  const submit = handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (err) {
      setServerErrors(
        err,
        fields.map((f) => f.name),
        setError,
      );
    }
  });

  // The provider lets a field read its neighbours (a place list filtered by the country).
  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        // full screen on phones: the fields take the height, the buttons stay at the bottom
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <DialogContent dividers>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            {fields.map((field) => (
              <FormFieldInput key={field.name} field={field} control={control} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
