import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SessionType } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AddButton } from '../../components/crud-parts';
import { LazyPopup } from '../../components/lazy-popup';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useDialog, type DialogState } from '../../lib/crud/use-dialog';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { withToasts } from '../../lib/with-toasts';
import { useSessionTypesQuery, useUpdateSessionTypeMutation } from './appointments-api';
import { TypeRow } from './session-type-row';

const TITLE = 'Session types';
const list = { listStyle: 'none', m: 0, p: 0 } as const;

// The form (its schemas and the form library) loads when it first opens.
const DialogView = lazyPart(() => import('./session-type-dialog'));
function SessionTypeDialog({ state }: { state: DialogState<SessionType> }) {
  return (
    <LazyPopup open={state.open}>
      <DialogView state={state} />
    </LazyPopup>
  );
}

function TypeLists({ types, edit }: { types: SessionType[]; edit: DialogState<SessionType> }) {
  const [update, updating] = useUpdateSessionTypeMutation();
  const [retiring, setRetiring] = useState<SessionType>();
  const setActive = (t: SessionType, active: boolean) =>
    withToasts(
      () => update({ id: t._id, body: { active } }).unwrap(),
      `${t.name} ${active ? 'restored' : 'retired'}`,
      'Could not change the session type',
    );
  const section = (title: string, rows: SessionType[]) =>
    rows.length > 0 && (
      <SectionCard title={title}>
        <Box component="ul" aria-label={title} sx={list}>
          {rows.map((t) => (
            <TypeRow
              key={t._id}
              type={t}
              onEdit={() => edit.show(t)}
              onActive={(active) => (active ? void setActive(t, true) : setRetiring(t))}
            />
          ))}
        </Box>
      </SectionCard>
    );
  return (
    <>
      {section(
        'Offered',
        types.filter((t) => t.active),
      )}
      {section(
        'Retired',
        types.filter((t) => !t.active),
      )}
      <ConfirmDialog
        open={Boolean(retiring)}
        title={`Retire ${retiring?.name ?? ''}?`}
        message="Students can no longer book it; sessions already booked keep it. You can restore it later."
        confirmLabel="Retire"
        busy={updating.isLoading}
        onClose={() => setRetiring(undefined)}
        onConfirm={() => void setActive(retiring!, false).then(() => setRetiring(undefined))}
      />
    </>
  );
}

/** /settings/sessions (admins): the sessions students and staff book, how long, and where. */
export default function SessionTypesPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('settings', 'write');
  const query = useSessionTypesQuery(undefined, { skip: !admin });
  const edit = useDialog<SessionType>();
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={TITLE}
        action={admin && <AddButton label="Add session type" onClick={() => edit.show()} />}
      />
      {admin ? (
        <QueryState
          query={query}
          fallback="Could not load the session types"
          loadingLabel="Loading the session types"
        >
          {(types) => <TypeLists types={types} edit={edit} />}
        </QueryState>
      ) : (
        <NoAccess />
      )}
      <SessionTypeDialog state={edit} />
    </Stack>
  );
}
