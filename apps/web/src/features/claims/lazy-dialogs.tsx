import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { ClaimConfirms } from './claim-dialogs';
import type { ClaimPaymentDialog } from './claim-payment-dialog';
import type { NewClaimDialog } from './new-claim-dialog';

/* The list shows first; the new-claim dialog (and the college picker) loads when opened. */
const NewClaim = lazyPart<ComponentProps<typeof NewClaimDialog>>(() =>
  import('./new-claim-dialog').then((m) => ({ default: m.NewClaimDialog })),
);

export const LazyNewClaimDialog = (props: ComponentProps<typeof NewClaim>) => (
  <LazyPopup open={props.open}>
    <NewClaim {...props} />
  </LazyPopup>
);

/* The claim's page shows first; its dialogs load when one first opens. */
const Confirms = lazyPart<ComponentProps<typeof ClaimConfirms>>(() =>
  import('./claim-dialogs').then((m) => ({ default: m.ClaimConfirms })),
);
const Payment = lazyPart<ComponentProps<typeof ClaimPaymentDialog>>(() =>
  import('./claim-payment-dialog').then((m) => ({ default: m.ClaimPaymentDialog })),
);

export const LazyPaymentDialog = (props: ComponentProps<typeof Payment>) => (
  <LazyPopup open={props.open}>
    <Payment {...props} />
  </LazyPopup>
);
export function LazyClaimConfirms(props: ComponentProps<typeof Confirms>) {
  const { sending, writingOff, crediting, moving } = props.d;
  return (
    <LazyPopup open={sending.open || writingOff.open || crediting.open || moving.open}>
      <Confirms {...props} />
    </LazyPopup>
  );
}
