import type { OutboxMail } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogState } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useCancelMailMutation, useResendMailMutation } from './outbox-api';

export type Change = { kind: 'resend' | 'cancel'; mail: OutboxMail };

/** Resend and Cancel, each confirmed first; done, the mail's dialog closes too. */
export function ChangeDialogs({
  state,
  onDone,
}: {
  state: DialogState<Change>;
  onDone: () => void;
}) {
  const [resend, resending] = useResendMailMutation();
  const [cancel, cancelling] = useCancelMailMutation();
  const change = state.value;
  const run = async () => {
    if (!change) return;
    const { kind, mail } = change;
    const ok =
      kind === 'resend'
        ? await withToasts(
            () => resend(mail._id).unwrap(),
            'The mail will be sent again',
            'Could not resend the mail',
          )
        : await withToasts(
            () => cancel(mail._id).unwrap(),
            'The mail is cancelled',
            'Could not cancel the mail',
          );
    state.hide();
    if (ok) onDone();
  };
  const resendIt = change?.kind === 'resend';
  const what = change ? `“${change.mail.subject}” to ${change.mail.to}` : 'This mail';
  return (
    <ConfirmDialog
      open={state.open}
      title={resendIt ? 'Resend this mail?' : 'Cancel this mail?'}
      message={
        resendIt
          ? `${what} goes back in line now, its attempts counted from 0.`
          : `${what} will not be sent. You can resend it later.`
      }
      confirmLabel={resendIt ? 'Resend' : 'Cancel mail'}
      dismissLabel={resendIt ? 'Cancel' : 'Keep it'}
      tone={resendIt ? 'primary' : 'error'}
      busy={resending.isLoading || cancelling.isLoading}
      onConfirm={() => void run()}
      onClose={state.hide}
    />
  );
}
