import { useMemo } from 'react';
import type { Appointment } from '@studydesk/contract';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import type { SessionActions } from './session-item';
import { useCancelSessionMutation, useSetSessionStatusMutation } from './sessions-api';

const DONE_SAY = {
  'checked-in': 'Checked in',
  done: 'Session marked done',
  'no-show': 'Marked as no-show',
};

/** The sessions' buttons, and the cancel that asks first. */
export function useSessionActions(enquiry: string) {
  const cancelling = useDialog<Appointment>();
  const [setStatus, setting] = useSetSessionStatusMutation();
  const [cancel, cancelState] = useCancelSessionMutation();
  const { show } = cancelling;
  const actions = useMemo<SessionActions>(
    () => ({
      setStatus: (s, status) =>
        void withToasts(
          () => setStatus({ id: s._id, enquiry, status }).unwrap(),
          DONE_SAY[status],
          'Could not change the session',
        ),
      cancel: (s) => show(s),
      busy: setting.isLoading ? setting.originalArgs?.id : undefined,
    }),
    [enquiry, setStatus, setting.isLoading, setting.originalArgs, show],
  );
  const confirmCancel = async () => {
    const s = cancelling.value;
    if (!s) return;
    const ok = await withToasts(
      () => cancel({ id: s._id, enquiry }).unwrap(),
      'Session cancelled',
      'Could not cancel the session',
    );
    if (ok) cancelling.hide();
  };
  return { actions, cancelling, confirmCancel, cancelBusy: cancelState.isLoading };
}
