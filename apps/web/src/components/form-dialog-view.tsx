import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { FormDialogProps } from './form-dialog-types';
import { FormFieldInput } from './form-field';
import { usePhoneFullScreen } from './phone-full-screen';
import { useSchemaForm } from './use-schema-form';

/** Create and edit share this dialog; its form mounts afresh each time the dialog opens. */
export default function FormDialogView<In extends FieldValues, Out>(
  props: FormDialogProps<In, Out>,
) {
  const fullScreen = usePhoneFullScreen();
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
  intro,
  onSubmit,
  onClose,
}: FormDialogProps<In, Out>) {
  const { methods, submit, saving } = useSchemaForm({ schema, fields, values, onSubmit });
  const { control, setFocus } = methods;
  const first = fields[0]?.name;
  // Runs before the dialog's focus trap looks for focus, so the trap leaves it on the field.
  useEffect(() => {
    if (first) setFocus(first);
  }, [first, setFocus]);

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
            {intro}
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
