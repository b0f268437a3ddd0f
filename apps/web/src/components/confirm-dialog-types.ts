export type ConfirmDialogProps = {
  open: boolean;
  /** e.g. "Delete Visa guidance?" */
  title: string;
  message?: string;
  confirmLabel?: string;
  /** the button that closes without doing it ("Cancel"; another word where the act is itself
   * a cancel, as cancelling a mail) */
  dismissLabel?: string;
  /** for what cannot be undone at scale (delete all): the user types this word first */
  requireText?: string;
  busy?: boolean;
  /** the confirm button's colour: red for what destroys (the default), blue for what creates */
  tone?: 'error' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
};
