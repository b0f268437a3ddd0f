import { useCallback } from 'react';
import { toast } from '../../lib/toast/toast';
import type { Contact } from '@studydesk/contract';
import { withToasts } from '../../lib/with-toasts';
import { errorMessage } from '../../lib/errors';
import { capitalise } from '../../lib/options';
import { useCounsellors } from '../enquiries/staff-api';
import {
  contactsApi,
  useContactOwnerMutation,
  useContactRemoveAllMutation,
  useContactStatusMutation,
} from './contacts-api';
import { CONTACT_MESSAGES as M, type ContactStatus } from './contacts-resource';

/** Spec §7: the status travels as a multipart form. */
function statusForm(status: ContactStatus): FormData {
  const form = new FormData();
  form.append('status', status);
  return form;
}

/** The writes of the call-request screen, each telling how it went. */
export function useContactWrites() {
  const [setStatus] = useContactStatusMutation();
  const [setOwner] = useContactOwnerMutation();
  const { nameOf } = useCounsellors();
  const [remove, removal] = contactsApi.useRemoveMutation();
  const [removeAll, removalAll] = useContactRemoveAllMutation();
  const put = useCallback(
    (c: Contact, status: ContactStatus) =>
      setStatus({ id: c._id, body: statusForm(status) }).unwrap(),
    [setStatus],
  );
  /** Opening a new request reads it; only a failure is worth a word. */
  const markRead = useCallback(
    (c: Contact) => {
      if (c.status === 'new')
        put(c, 'read').catch((err: unknown) => toast.error(errorMessage(err, M.update)));
    },
    [put],
  );
  return {
    changeStatus: (c: Contact, status: ContactStatus) =>
      withToasts(() => put(c, status), `${c.name}: ${capitalise(status)}`, M.update),
    markRead,
    assign: (c: Contact, to: string | null) =>
      withToasts(
        () => setOwner({ id: c._id, body: { assignedTo: to } }).unwrap(),
        to ? `${c.name}: given to ${nameOf(to) ?? 'a colleague'}` : `${c.name} is unassigned`,
        M.update,
      ),
    remove: (c: Contact) => withToasts(() => remove(c._id).unwrap(), M.removed, M.remove),
    removeAll: () => withToasts(() => removeAll().unwrap(), M.removedAll, M.removeAll),
    removing: removal.isLoading || removalAll.isLoading,
  };
}
