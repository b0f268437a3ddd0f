import { ConfirmDialog } from '../../components/confirm-dialog';

/** Cancelling asks first: a session cancelled by a slip is a student's time lost. */
export default function CancelConfirm(props: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title="Cancel this session?"
      message="The time becomes free for others to book."
      confirmLabel="Cancel session"
      dismissLabel="Keep it"
    />
  );
}
