import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { Contact } from '@studydesk/contract';
import { tableColumns, type RowHandlers } from '../../components/columns';
import { useDialog } from '../../lib/crud/use-dialog';
import { ListEmpty } from '../../components/crud-parts';
import { DataTable } from '../../components/data-table';
import { LazyPopup } from '../../components/lazy-popup';
import { ReadablePage } from '../../components/no-access';
import { ownerEmpty, useOwnerView } from '../../components/owner-view';
import { useCrudList } from '../../lib/crud/use-crud-list';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { useCallDialogs, useContactFocus } from './contact-call-dialogs';
import { ContactCard } from './contact-card';
import { contactColumns, DROP_ORDER } from './contact-columns';
import { useContactCountQuery } from './contacts-api';
import { ContactsHeader } from './contacts-header';
import { ContactDeletes, ContactsToolbar } from './contacts-parts';
import { contactList, NAMES, rowLabel, TITLE } from './contacts-resource';
import { useContactWrites } from './use-contact-writes';

const ContactDetailsDialog = lazyPart(() => import('./contact-details-dialog'));

/** /contact (Request Call): the call requests from the public site. */
export default function ContactsPage() {
  return (
    <ReadablePage title={TITLE} permission="contacts">
      <ContactsList />
    </ReadablePage>
  );
}

type Handlers = Pick<RowHandlers<Contact>, 'remove' | 'more'>;

/**
 * The columns (Log attempt and the ⋮ menu with Delete per row) and the phone card, the name
 * opening (and so reading) the request.
 */
function useColumns(canWrite: boolean, open: (c: Contact) => void, handlers: Handlers) {
  const { markRead } = useContactWrites();
  const { remove, more } = handlers;
  return useMemo(() => {
    const onOpen = (c: Contact) => {
      open(c);
      if (canWrite) markRead(c);
    };
    const h = canWrite ? { remove, more } : undefined;
    return {
      columns: tableColumns(contactColumns(onOpen), contactList.list.sortable, rowLabel, h),
      card: (c: Contact) => <ContactCard contact={c} onOpen={() => onOpen(c)} />,
    };
  }, [canWrite, open, remove, more, markRead]);
}

function ContactsList() {
  const owner = useOwnerView();
  const list = useCrudList(contactList, { fixed: owner.fixed });
  const { data: count } = useContactCountQuery();
  const details = useDialog<Contact>();
  const confirm = useDialog<Contact>();
  const purge = useDialog();
  const canWrite = userCan('contacts', 'write');
  const calls = useCallDialogs();
  const grid = useColumns(canWrite, details.show, { remove: confirm.show, more: calls.more });
  useContactFocus(details.show);
  // the open request as the list has it now (its status moves on while it is read)
  const shown = list.table.rows.find((r) => r._id === details.value?._id) ?? details.value;
  return (
    <Stack spacing={2.5}>
      <ContactsHeader count={count} onDeleteAll={() => purge.show()} />
      <ContactsToolbar list={list} owner={owner} />
      <DataTable
        {...list.table}
        label="Call requests"
        columns={grid.columns}
        card={grid.card}
        dropOrder={DROP_ORDER}
        empty={
          ownerEmpty(owner, NAMES.plural, Boolean(list.params.q) || list.filtered) ?? (
            <ListEmpty names={NAMES} list={list} />
          )
        }
      />
      <LazyPopup open={details.open}>
        <ContactDetailsDialog
          open={details.open}
          contact={shown}
          actions={canWrite ? calls.actions : undefined}
          onClose={details.hide}
        />
      </LazyPopup>
      {calls.dialogs}
      <ContactDeletes one={confirm} all={purge} count={count} />
    </Stack>
  );
}
