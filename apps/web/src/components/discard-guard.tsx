import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What a form dialog's body tells its dialog: typed into, and saving. */
export type FormState = { dirty: boolean; saving: boolean };
export type DiscardGuard = { current: FormState };

/**
 * Escape on a form with something typed in asks before it throws that away ("Keep editing" is
 * the default, so a second Escape or Enter keeps the form); an untouched form closes at once.
 * Escape does nothing while the form saves. A click outside never closes a form; Cancel does,
 * being asked for by name.
 */
export function useDiscardGuard(onClose: () => void) {
  const state = useRef<FormState>({ dirty: false, saving: false });
  const [asking, setAsking] = useState(false);
  const onDialogClose = useCallback(
    (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
      if (reason === 'backdropClick' || state.current.saving) return;
      if (state.current.dirty) setAsking(true);
      else onClose();
    },
    [onClose],
  );
  const confirm = (
    <ConfirmDialog
      open={asking}
      title="Discard what you typed?"
      message="This form has not been saved. Its changes will be lost."
      confirmLabel="Discard"
      dismissLabel="Keep editing"
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onClose={() => setAsking(false)}
    />
  );
  const guard: DiscardGuard = state;
  return { guard, onDialogClose, confirm };
}

/** Called by the form inside the dialog: keeps the guard told what the form holds. */
export function useGuarded(guard: DiscardGuard, dirty: boolean, saving = false) {
  useEffect(() => {
    guard.current = { dirty, saving };
  }, [guard, dirty, saving]);
}
