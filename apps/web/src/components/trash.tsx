import { useMemo } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { useDialog } from '../lib/crud/use-dialog';
import type { TableRow } from './table-types';
import type { ListTabs } from './list-tabs';
import { withToasts } from '../lib/with-toasts';

type Trigger = (arg: { id: string }) => { unwrap: () => Promise<unknown> };
type UseWrite = () => readonly [Trigger, { isLoading: boolean }];

/** What a resource with soft deletes says about its trash (lib/trash-api makes the api). */
export type TrashConfig = {
  api: { useRestoreMutation: UseWrite; usePurgeMutation: UseWrite };
  /** the tab of the records that are not deleted, e.g. "Posts" */
  liveLabel: string;
  messages: { restored: string; restore: string; purged: string; purge: string };
};

/** The URL parameter of the trash view: the API lists deleted records with `deleted=true`. */
export const TRASH_PARAM = 'deleted';

/** A "live / Trash" pair of tabs over a resource's list. */
export function trashTabs(trash: TrashConfig, names: { title: string; plural: string }): ListTabs {
  return {
    name: TRASH_PARAM,
    label: `${names.title} views`,
    tabs: [
      { value: '', label: trash.liveLabel },
      { value: 'true', label: 'Trash', plural: `${names.plural} in the trash` },
    ],
  };
}

const NONE: UseWrite = () => [() => ({ unwrap: () => Promise.resolve() }), { isLoading: false }];

/**
 * Restore and permanent delete of soft-deleted rows (with a confirmation for the latter),
 * each with its toast; a resource without a trash gets no handlers.
 */
export function useTrash<T extends TableRow>(
  trash: TrashConfig | undefined,
  rowLabel: (row: T) => string,
) {
  const [restore] = (trash?.api.useRestoreMutation ?? NONE)();
  const [purge, purging] = (trash?.api.usePurgeMutation ?? NONE)();
  const confirm = useDialog<T>();
  const { show } = confirm;
  const messages = trash?.messages;
  const handlers = useMemo(
    () =>
      messages && {
        restore: (row: T) =>
          void withToasts(
            () => restore({ id: row._id }).unwrap(),
            messages.restored,
            messages.restore,
          ),
        purge: show,
      },
    [messages, restore, show],
  );
  if (!messages) return { handlers: undefined, dialog: null };

  const purgeNow = async (row: T) => {
    await withToasts(() => purge({ id: row._id }).unwrap(), messages.purged, messages.purge);
    confirm.hide();
  };
  const dialog = (
    <ConfirmDialog
      open={confirm.open}
      title={`Delete ${confirm.value ? rowLabel(confirm.value) : 'it'} permanently?`}
      message="It cannot be restored afterwards."
      confirmLabel="Delete permanently"
      busy={purging.isLoading}
      onConfirm={() => confirm.value && void purgeNow(confirm.value)}
      onClose={confirm.hide}
    />
  );
  return { handlers, dialog };
}
