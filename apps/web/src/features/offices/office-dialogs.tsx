import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { Office } from '@studydesk/contract';
import { z } from 'zod';
import type { DialogState } from '../../lib/crud/use-dialog';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import {
  useAddOfficeMutation,
  useRetireOfficeMutation,
  useUpdateOfficeMutation,
} from './offices-api';
import {
  CreateSchema,
  EditSchema,
  blankOffice,
  officeFields,
  officeValues,
  type OfficeCreateValues,
  type OfficeUpdateValues,
} from './office-form';
import { officeOptions } from './use-offices';

/** "Add office" (no row) or "Edit <office>": one form, the server's refusals on its fields. */
export function OfficeDialog({ state }: { state: DialogState<Office> }) {
  const [add] = useAddOfficeMutation();
  const [update] = useUpdateOfficeMutation();
  const office = state.value;
  const common = { open: state.open, onClose: state.hide };
  return office ? (
    <FormDialog
      {...common}
      title={`Edit ${office.name}`}
      schema={EditSchema}
      fields={officeFields<OfficeUpdateValues>()}
      values={officeValues(office)}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => update({ id: office._id, body }).unwrap(),
          `${body.name ?? office.name} saved`,
          'Could not save the office',
        );
        state.hide();
      }}
    />
  ) : (
    <FormDialog
      {...common}
      title="Add office"
      submitLabel="Add office"
      schema={CreateSchema}
      fields={officeFields<OfficeCreateValues>()}
      values={blankOffice()}
      onSubmit={async (body) => {
        await withToastsOrThrow(() => add(body).unwrap(), 'Office added', 'Could not add it');
        state.hide();
      }}
    />
  );
}

const RetireSchema = z.object({
  moveTo: z.string().min(1, 'Choose the office they move to'),
});
type Retire = z.infer<typeof RetireSchema>;

/**
 * "Retire <office>?": where its enquiries (with everything under them) and its people go, then
 * the retirement. The last active office cannot be retired (its row offers no button).
 */
export function RetireOfficeDialog({
  state,
  active,
}: {
  state: DialogState<Office>;
  active: readonly Office[];
}) {
  const [retire] = useRetireOfficeMutation();
  const office = state.value;
  const others = useMemo(() => active.filter((o) => o._id !== office?._id), [active, office]);
  const fields: FormField<Retire>[] = [
    { name: 'moveTo', label: 'Move them to', required: true, options: officeOptions(others) },
  ];
  const first = others.find((o) => o.isDefault) ?? others[0];
  return (
    <FormDialog
      open={state.open}
      title={`Retire ${office?.name ?? 'office'}?`}
      submitLabel="Retire"
      intro={
        <Typography color="text.secondary">
          Its enquiries, with everything under them, and its people move to the office you choose. A
          retired office takes no new records; its history stays.
        </Typography>
      }
      schema={RetireSchema}
      fields={fields}
      values={{ moveTo: first?._id ?? '' }}
      onSubmit={async ({ moveTo }) => {
        if (!office) return;
        await withToastsOrThrow(
          () => retire({ id: office._id, moveTo }).unwrap(),
          `${office.name} retired`,
          'Could not retire the office',
        );
        state.hide();
      }}
      onClose={state.hide}
    />
  );
}
