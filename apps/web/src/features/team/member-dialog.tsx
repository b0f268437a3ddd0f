import type { User } from '@studydesk/contract';
import type { DialogState } from '../../lib/crud/use-dialog';
import { FormDialog } from '../../components/form-dialog';
import { createForm, editForm } from './team-forms';
import { nameOf, NAMES } from './team-resource';
import type { useTeamWrites } from './use-team-writes';

type Writes = ReturnType<typeof useTeamWrites>;

/** Add a member (with a password) or edit one (name, mobile, role). */
export default function MemberDialog({
  editor,
  writes,
}: {
  editor: DialogState<User>;
  writes: Writes;
}) {
  const row = editor.value;
  const done = () => editor.hide();
  return row ? (
    <FormDialog
      open={editor.open}
      title={`Edit ${nameOf(row)}`}
      {...editForm}
      values={editForm.fromRow(row)}
      onSubmit={(values) => writes.edit(row, values).then(done)}
      onClose={editor.hide}
    />
  ) : (
    <FormDialog
      open={editor.open}
      title={`Add ${NAMES.singular}`}
      {...createForm}
      values={createForm.blank}
      onSubmit={(values) => writes.create(values).then(done)}
      onClose={editor.hide}
    />
  );
}
