import type { CrudApi, CrudMessages, CrudRow } from './types';
import { withToasts, withToastsOrThrow } from '../with-toasts';

/** The writes of a CRUD screen, each with its success or failure toast (spec §8). */
export function useCrudActions<T extends CrudRow, C>({
  api,
  messages,
}: {
  api: CrudApi<T, C>;
  messages: CrudMessages;
}) {
  const [create] = api.useCreateMutation();
  const [update] = api.useUpdateMutation();
  const [remove, removal] = api.useRemoveMutation();

  /**
   * Creates (all of C) or updates `row` (any part of C); resolves with the record as saved.
   * Rejects with the API error so the form can show its fieldErrors.
   */
  async function save(values: C, row?: T): Promise<T>;
  async function save(values: Partial<C>, row: T): Promise<T>;
  async function save(values: C | Partial<C>, row?: T): Promise<T> {
    return row
      ? withToastsOrThrow(
          () => update({ id: row._id, body: values }).unwrap(),
          messages.updated,
          messages.update,
        )
      : withToastsOrThrow(() => create(values as C).unwrap(), messages.created, messages.create);
  }

  /** Resolves whether it was deleted; a failure is told in a toast. */
  const destroy = (row: T): Promise<boolean> =>
    withToasts(() => remove(row._id).unwrap(), messages.removed, messages.remove);

  return { save, destroy, removing: removal.isLoading };
}
