import { DocumentTypeCreateSchema, type DocumentType } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { documentTypes } from '../documents/document-types-api';

type Name = { name: string };
const fields: readonly FormField<Name>[] = [{ name: 'name', label: 'Name', required: true }];

/** "Add document type" (new types go to the end of the list). */
export function AddTypeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [add] = documentTypes.useAddMutation();
  return (
    <FormDialog
      open={open}
      title="Add document type"
      submitLabel="Add type"
      schema={DocumentTypeCreateSchema}
      fields={fields}
      values={{ name: '' }}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => add(body).unwrap(),
          `${body.name} added`,
          'Could not add the document type',
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** "Rename <type>": documents and checklists show the new name. */
export function RenameTypeDialog(props: {
  open: boolean;
  type: DocumentType | undefined;
  onClose: () => void;
}) {
  const { type, onClose } = props;
  const [update] = documentTypes.useUpdateMutation();
  return (
    <FormDialog
      open={props.open}
      title={type ? `Rename ${type.name}` : 'Rename document type'}
      submitLabel="Rename"
      schema={DocumentTypeCreateSchema}
      fields={fields}
      values={{ name: type?.name ?? '' }}
      onSubmit={async ({ name }) => {
        if (!type) return;
        await withToastsOrThrow(
          () => update({ key: type._id, body: { name } }).unwrap(),
          'Document type renamed',
          'Could not rename the document type',
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
