import type { User } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { DialogState } from '../../lib/crud/use-dialog';
import { useMemberForms } from './member-offices';
import { nameOf, NAMES } from './team-resource';
import type { useTeamWrites } from './use-team-writes';

type Writes = ReturnType<typeof useTeamWrites>;

/** Add a member (with a password) or edit one (name, mobile, role, offices). */
export default function MemberDialog({
  editor,
  writes,
}: {
  editor: DialogState<User>;
  writes: Writes;
}) {
  const { create, edit } = useMemberForms();
  const row = editor.value;
  const done = () => editor.hide();
  return row ? (
    <FormDialog
      open={editor.open}
      title={`Edit ${nameOf(row)}`}
      {...edit}
      values={edit.fromRow(row)}
      onSubmit={(values) => writes.edit(row, values).then(done)}
      onClose={editor.hide}
    />
  ) : (
    <FormDialog
      open={editor.open}
      title={`Add ${NAMES.singular}`}
      {...create}
      values={create.blank}
      onSubmit={(values) => writes.create(values).then(done)}
      onClose={editor.hide}
    />
  );
}
