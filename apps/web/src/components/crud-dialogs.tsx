import { use } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from './confirm-dialog';
import type { CrudDialogsResource, CrudForm } from './crud-resource';
import type { TableRow } from './table-types';
import { FormDialog } from './form-dialog';
import { LazyPopup } from './lazy-popup';
import { useCrudActions } from '../lib/crud/use-crud-actions';
import type { DialogState } from '../lib/crud/use-dialog';

type DialogsProps<T extends TableRow, In extends FieldValues, C> = {
  resource: CrudDialogsResource<T, In, C>;
  editor: DialogState<T>;
  confirm: DialogState<T>;
  /** what a new record's values take from where it is added (the list's tab), over the form's */
  blank?: Partial<In>;
  onRemoved?: (row: T) => void;
};

/** The shared create/edit form and the delete confirmation of a resource, with their writes. */
export function CrudDialogs<T extends TableRow, In extends FieldValues, C>({
  resource,
  editor,
  confirm,
  blank,
  onRemoved,
}: DialogsProps<T, In, C>) {
  const { singular, rowLabel, removeConfirm } = resource;
  const actions = useCrudActions(resource);
  const destroy = async (row: T) => {
    const removed = await actions.destroy(row);
    confirm.hide();
    if (removed) onRemoved?.(row);
  };
  return (
    <>
      {/* the form's module comes on first opening; the loading bar shows until it is in */}
      <LazyPopup open={editor.open}>
        <ResourceForm
          load={resource.form}
          title={editor.value ? `Edit ${singular}` : `Add ${singular}`}
          editor={editor}
          blank={blank}
          save={(values) => actions.save(values, editor.value).then(() => editor.hide())}
        />
      </LazyPopup>
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

/** The form dialog once the resource's form is in (`load` gives the same promise each time). */
function ResourceForm<T extends TableRow, In extends FieldValues, C>({
  load,
  title,
  editor,
  blank,
  save,
}: {
  load: () => Promise<CrudForm<T, In, C>>;
  title: string;
  editor: DialogState<T>;
  blank?: Partial<In>;
  save: (values: C) => Promise<void>;
}) {
  const form = use(load());
  return (
    <FormDialog
      open={editor.open}
      title={title}
      schema={form.schema}
      fields={form.fields}
      values={editor.value ? form.fromRow(editor.value) : { ...form.blank, ...blank }}
      onSubmit={save}
      onClose={editor.hide}
    />
  );
}
