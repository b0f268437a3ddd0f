import { Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import type { User } from '@studydesk/contract';
import { useDialog } from '../../lib/crud/use-dialog';
import { AddButton, ListEmpty, ListToolbar } from '../../components/crud-parts';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { ReadablePage } from '../../components/no-access';
import { useCrudList } from '../../lib/crud/use-crud-list';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { useOffices } from '../offices/use-offices';
import { HIDDEN_ON_MOBILE, teamColumns } from './team-columns';
import { BlockDialog, ResetPasswordDialogs } from './team-dialogs';
import { NAMES, TEAM_FILTERS, teamList, TITLE } from './team-resource';
import { useTeamWrites } from './use-team-writes';

// The member form (its schemas, the form library, the offices' chips) loads when first opened.
const MemberDialog = lazyPart(() => import('./member-dialog'));

/** /my-team (admins; managers read their offices'): the people who sign in, their roles and whether they may. */
export default function MyTeamPage() {
  return (
    <ReadablePage title={TITLE} permission="users">
      <TeamList />
    </ReadablePage>
  );
}

function TeamList() {
  const list = useCrudList(teamList);
  const writes = useTeamWrites();
  const editor = useDialog<User>();
  const blocking = useDialog<User>();
  const resetting = useDialog<User>();
  const { approve, reactivate } = writes;
  const { multi, nameOf } = useOffices();
  // A manager reads the people of their offices; adding and changing them is an admin's.
  const changes = userCan('users', 'write');
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      teamColumns(
        changes
          ? {
              edit: editor.show,
              approve: (u) => void approve(u),
              block: blocking.show,
              reactivate: (u) => void reactivate(u),
              resetPassword: resetting.show,
            }
          : undefined,
        multi ? (ids) => ids.map((id) => nameOf(id) ?? id).join(', ') : undefined,
        (u) => void navigate(`/profile/availability?user=${encodeURIComponent(u._id)}`),
      ),
    [
      changes,
      editor.show,
      approve,
      blocking.show,
      reactivate,
      resetting.show,
      multi,
      nameOf,
      navigate,
    ],
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={TITLE}
        action={
          changes && <AddButton label={`Add ${NAMES.singular}`} onClick={() => editor.show()} />
        }
      />
      <ListToolbar names={NAMES} list={list} filters={TEAM_FILTERS} />
      <DataTable
        {...list.table}
        label={TITLE}
        columns={columns}
        hiddenOnMobile={HIDDEN_ON_MOBILE}
        empty={<ListEmpty names={NAMES} list={list} />}
      />
      {editor.open && (
        <Suspense fallback={null}>
          <MemberDialog editor={editor} writes={writes} />
        </Suspense>
      )}
      <BlockDialog state={blocking} writes={writes} />
      <ResetPasswordDialogs state={resetting} writes={writes} />
    </Stack>
  );
}
