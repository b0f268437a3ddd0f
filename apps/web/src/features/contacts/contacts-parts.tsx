import { useMemo } from 'react';
import type { Contact } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogState } from '../../lib/crud/use-dialog';
import { ListToolbar } from '../../components/crud-parts';
import { OwnerTabs, type OwnerViewState } from '../../components/owner-view';
import type { CrudList } from '../../lib/crud/use-crud-list';
import { useOfficeFilter } from '../offices/office-filter';
import { CONTACT_FILTERS, counted, NAMES, rowLabel } from './contacts-resource';
import { useContactWrites } from './use-contact-writes';

/**
 * Mine / Unassigned / All, the search, the status filter and (for those who see several) the
 * office; the count of what they match while any is set.
 */
export function ContactsToolbar({ list, owner }: { list: CrudList; owner: OwnerViewState }) {
  const office = useOfficeFilter();
  const filters = useMemo(() => [...office, ...CONTACT_FILTERS], [office]);
  return (
    <ListToolbar
      names={NAMES}
      list={list}
      filters={filters}
      views={<OwnerTabs state={owner} label="Whose call requests" />}
      total={list.params.q || list.filtered ? list.total : null}
    />
  );
}

/** Delete one (asked first), and delete all (only once DELETE is typed). */
export function ContactDeletes({
  one,
  all,
  count,
}: {
  one: DialogState<Contact>;
  all: DialogState<unknown>;
  count?: number;
}) {
  const writes = useContactWrites();
  return (
    <>
      <ConfirmDialog
        open={one.open}
        title={`Delete ${one.value ? rowLabel(one.value) : NAMES.singular}?`}
        busy={writes.removing}
        onConfirm={() => one.value && void writes.remove(one.value).then(one.hide)}
        onClose={one.hide}
      />
      <ConfirmDialog
        open={all.open}
        title="Delete all call requests?"
        message={`This permanently deletes all ${counted(count ?? 0)}. It cannot be undone.`}
        confirmLabel="Delete all"
        requireText="DELETE"
        busy={writes.removing}
        onConfirm={() => void writes.removeAll().then(all.hide)}
        onClose={all.hide}
      />
    </>
  );
}
