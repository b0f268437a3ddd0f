import { useNavigate } from 'react-router';
import type { Contact } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogState } from '../../lib/crud/use-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useConvertContactMutation } from './call-backs-api';

/**
 * "Convert to enquiry", asked first: a new enquiry from the request (its attempts go with it),
 * the request closed, and the new enquiry opened.
 */
export function ConvertDialog({ state }: { state: DialogState<Contact> }) {
  const [convert, { isLoading }] = useConvertContactMutation();
  const navigate = useNavigate();
  const c = state.value;
  return (
    <ConfirmDialog
      open={state.open}
      title={`Convert the call request from ${c?.name ?? ''} to an enquiry?`}
      message="A new enquiry is made from it, with its attempts on the enquiry's timeline, and the call request is closed."
      confirmLabel="Convert"
      tone="primary"
      busy={isLoading}
      onConfirm={() =>
        c &&
        void withToastsOrThrow(
          () => convert({ id: c._id }).unwrap(),
          'Enquiry made from the call request',
          'Failed to convert the call request',
        ).then((made) => {
          state.hide();
          void navigate(`/enquiries/${made._id}`);
        }, state.hide)
      }
      onClose={state.hide}
    />
  );
}
