import { useEffect, useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormDialogShell } from './form-dialog-shell';
import type { FormDialogProps } from './form-dialog-types';
import { useDiscardGuard, type DiscardGuard } from './discard-guard';
import { FormFieldInput } from './form-field';
import { usePhoneFullScreen } from './phone-full-screen';
import { useSchemaForm } from './use-schema-form';

/** Create and edit share this dialog; its form mounts afresh each time the dialog opens. */
export default function FormDialogView<In extends FieldValues, Out>(
  props: FormDialogProps<In, Out>,
) {
  const fullScreen = usePhoneFullScreen();
  const id = useId();
  const { guard, onDialogClose, confirm } = useDiscardGuard(props.onClose);
  return (
    <Dialog
      open={props.open}
      onClose={onDialogClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <FormBody {...props} guard={guard} />
      {confirm}
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
  guard,
}: FormDialogProps<In, Out> & { guard: DiscardGuard }) {
  const { methods, submit, saving } = useSchemaForm({ schema, fields, values, onSubmit });
  const { control, setFocus } = methods;
  const first = fields[0]?.name;
  // Runs before the dialog's focus trap looks for focus, so the trap leaves it on the field.
  useEffect(() => {
    if (first) setFocus(first);
  }, [first, setFocus]);

  return (
    <FormProvider {...methods}>
      <FormDialogShell
        onSubmit={submit}
        submitLabel={submitLabel}
        saving={saving}
        dirty={methods.formState.isDirty}
        guard={guard}
        onClose={onClose}
      >
        {intro}
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={control} />
        ))}
      </FormDialogShell>
    </FormProvider>
  );
}
