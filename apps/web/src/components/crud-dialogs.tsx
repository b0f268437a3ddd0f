import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from './confirm-dialog';
import type { CrudResource } from './crud-resource';
import type { TableRow } from './table-types';
import { FormDialog } from './form-dialog';
import { useCrudActions } from '../lib/crud/use-crud-actions';
import type { DialogState } from '../lib/crud/use-dialog';

/** The shared create/edit form and the delete confirmation of a resource, with their writes. */
export function CrudDialogs<T extends TableRow, In extends FieldValues, C>({
  resource,
  editor,
  confirm,
  blank,
  onRemoved,
}: {
  resource: CrudResource<T, In, C>;
  editor: DialogState<T>;
  confirm: DialogState<T>;
  /** a new record's values when they depend on where it is added (a follow-up's enquiry) */
  blank?: In;
  onRemoved?: (row: T) => void;
}) {
  const { singular, form, rowLabel, removeConfirm } = resource;
  const actions = useCrudActions(resource);
  const destroy = async (row: T) => {
    const removed = await actions.destroy(row);
    confirm.hide();
    if (removed) onRemoved?.(row);
  };
  return (
    <>
      <FormDialog
        open={editor.open}
        title={editor.value ? `Edit ${singular}` : `Add ${singular}`}
        schema={form.schema}
        fields={form.fields}
        values={editor.value ? form.fromRow(editor.value) : (blank ?? form.blank)}
        onSubmit={(values) => actions.save(values, editor.value).then(editor.hide)}
        onClose={editor.hide}
      />
      <ConfirmDialog
        open={confirm.open}
        title={`Delete ${confirm.value ? rowLabel(confirm.value) : singular}?`}
        message={removeConfirm?.message}
        confirmLabel={removeConfirm?.label}
        busy={actions.removing}
        onConfirm={() => confirm.value && void destroy(confirm.value)}
        onClose={confirm.hide}
      />
    </>
  );
}
