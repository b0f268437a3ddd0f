import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { InvoiceDialog } from './invoice-dialog';
import type { PaymentDialog } from './payment-dialog';

/* The invoices show first; their forms (and the schemas they check with) load when opened. */
const Payment = lazyPart<ComponentProps<typeof PaymentDialog>>(() =>
  import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);
const Invoice = lazyPart<ComponentProps<typeof InvoiceDialog>>(() =>
  import('./invoice-dialog').then((m) => ({ default: m.InvoiceDialog })),
);

export const LazyPaymentDialog = (props: ComponentProps<typeof Payment>) => (
  <LazyPopup open={props.open}>
    <Payment {...props} />
  </LazyPopup>
);
export const LazyInvoiceDialog = (props: ComponentProps<typeof Invoice>) => (
  <LazyPopup open={props.open}>
    <Invoice {...props} />
  </LazyPopup>
);
