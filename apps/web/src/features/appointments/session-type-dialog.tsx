import {
  SESSION_MODES,
  SessionTypeCreateSchema,
  SessionTypeUpdateSchema,
  type SessionType,
} from '@studydesk/contract';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import type { DialogState } from '../../lib/crud/use-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useAddSessionTypeMutation, useUpdateSessionTypeMutation } from './appointments-api';
import { MODE_LABELS } from './session-type-labels';

type Values = z.input<typeof SessionTypeCreateSchema>;

/** The form's fields, typed for the create or the edit schema's values. */
function fields<V extends FieldValues>(): FormField<V>[] {
  const at = (name: keyof Values) => name as Path<V>;
  return [
    {
      name: at('name'),
      label: 'Name',
      required: true,
      helperText: 'As students see it when booking',
    },
    {
      name: at('minutes'),
      label: 'Minutes',
      type: 'number',
      step: '15',
      required: true,
      helperText: 'In quarter-hours, 15 to 240',
    },
    {
      name: at('mode'),
      label: 'Where',
      required: true,
      options: SESSION_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] })),
    },
    {
      name: at('meetingLink'),
      label: 'Meeting link',
      type: 'url',
      helperText: 'Online sessions: the video call students join (sent with the booking)',
    },
  ];
}

const valuesOf = (t?: SessionType): Values => ({
  name: t?.name ?? '',
  minutes: t?.minutes ?? 30,
  mode: t?.mode ?? 'online',
  meetingLink: t?.meetingLink ?? '',
});

/** "Add session type" (no row) or "Edit <type>": one form, the API's refusals on its fields. */
export default function SessionTypeDialog({ state }: { state: DialogState<SessionType> }) {
  const [add] = useAddSessionTypeMutation();
  const [update] = useUpdateSessionTypeMutation();
  const type = state.value;
  const common = { open: state.open, onClose: state.hide, values: valuesOf(type) };
  return type ? (
    <FormDialog
      {...common}
      title={`Edit ${type.name}`}
      schema={SessionTypeUpdateSchema}
      fields={fields<z.input<typeof SessionTypeUpdateSchema>>()}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => update({ id: type._id, body }).unwrap(),
          `${body.name ?? type.name} saved`,
          'Could not save the session type',
        );
        state.hide();
      }}
    />
  ) : (
    <FormDialog
      {...common}
      title="Add session type"
      submitLabel="Add session type"
      schema={SessionTypeCreateSchema}
      fields={fields<Values>()}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => add(body).unwrap(),
          `${body.name} added`,
          'Could not add the session type',
        );
        state.hide();
      }}
    />
  );
}
