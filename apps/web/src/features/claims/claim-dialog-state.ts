import type { ClaimLine } from '@studydesk/contract';
import { useDialog } from '../../lib/crud/use-dialog';

/** The claim's dialogs' states: its own actions, and a line's credit and move. */
export function useClaimDialogs() {
  return {
    sending: useDialog<undefined>(),
    paying: useDialog<undefined>(),
    writingOff: useDialog<undefined>(),
    crediting: useDialog<ClaimLine>(),
    moving: useDialog<ClaimLine>(),
  };
}
export type ClaimDialogStates = ReturnType<typeof useClaimDialogs>;
