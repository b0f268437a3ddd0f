import { toast } from 'react-toastify';
import type { FieldValues } from 'react-hook-form';
import { errorMessage } from '../lib/errors';
import type { CrudResource } from './crud-resource';
import type { TableRow } from './data-table';
import { withToasts } from './with-toasts';

/** The writes of a CRUD screen, each with its success or failure toast (spec §8). */
export function useCrudActions<T extends TableRow, In extends FieldValues, C>({
  api,
  messages,
}: CrudResource<T, In, C>) {
  const [create] = api.useCreateMutation();
  const [update] = api.useUpdateMutation();
  const [remove, removal] = api.useRemoveMutation();

  /** Rejects with the API error so the form can show its fieldErrors. */
  const save = async (values: C, row?: T): Promise<void> => {
    try {
      if (row) await update({ id: row._id, body: values }).unwrap();
      else await create(values).unwrap();
      toast.success(row ? messages.updated : messages.created);
    } catch (err) {
      toast.error(errorMessage(err, row ? messages.update : messages.create));
      throw err;
    }
  };

  /** Resolves whether it was deleted; a failure is told in a toast. */
  const destroy = (row: T): Promise<boolean> =>
    withToasts(() => remove(row._id).unwrap(), messages.removed, messages.remove);

  return { save, destroy, removing: removal.isLoading };
}
