import { lazyPart } from '../lib/lazy';
import type { ConfirmDialogProps } from './confirm-dialog-types';
import { LazyPopup } from './lazy-popup';

export type { ConfirmDialogProps } from './confirm-dialog-types';

// MUI's Dialog and its parts (about 4 KB, with the typed confirmation's field 12 KB) wait for the
// first confirmation asked: most visits to a list delete nothing.
const View = lazyPart(() => import('./confirm-dialog-view'));

/**
 * A destructive confirmation; Cancel takes the focus so Enter never deletes by accident (or
 * the box where the confirming word is typed, when one is asked for). Its code loads when it
 * first opens, the loading bar showing meanwhile.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LazyPopup open={props.open}>
      <View {...props} />
    </LazyPopup>
  );
}
