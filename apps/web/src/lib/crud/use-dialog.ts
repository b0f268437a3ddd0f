import { useCallback, useState } from 'react';

/** A dialog's target outlives its closing, so the title does not change while it fades out.
 * Apart from the CRUD dialogs, so a screen with a dialog of its own loads no form code. */
export function useDialog<V>() {
  const [state, setState] = useState<{ open: boolean; value?: V }>({ open: false });
  const show = useCallback((value?: V) => setState({ open: true, value }), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, show, hide };
}
export type DialogState<V> = ReturnType<typeof useDialog<V>>;
