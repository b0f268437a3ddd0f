import { Suspense, type ComponentProps } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { LazyPopup } from '../../components/lazy-popup';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import type { InvoicingCard } from './invoicing-card';
import type { AddRateDialog, EditRateDialog } from './rate-dialogs';
import type { TaxRateDialogProps } from './tax-rate-dialog';

/* The forms (react-hook-form, the contract's zod schemas) load after the page's first paint or
 * on first use, not with the route. */
const Invoicing = lazyPart<ComponentProps<typeof InvoicingCard>>(() =>
  import('./invoicing-card').then((m) => ({ default: m.InvoicingCard })),
);
const AddRate = lazyPart<ComponentProps<typeof AddRateDialog>>(() =>
  import('./rate-dialogs').then((m) => ({ default: m.AddRateDialog })),
);
const EditRate = lazyPart<ComponentProps<typeof EditRateDialog>>(() =>
  import('./rate-dialogs').then((m) => ({ default: m.EditRateDialog })),
);
const TaxRate = lazyPart<TaxRateDialogProps>(() =>
  import('./tax-rate-dialog').then((m) => ({ default: m.TaxRateDialog })),
);

export const LazyInvoicingCard = (props: ComponentProps<typeof Invoicing>) => (
  <Suspense
    fallback={
      <SectionCard title="Currency, invoices and chasing">
        <CircularProgress size={24} aria-label="Loading the form" />
      </SectionCard>
    }
  >
    <Invoicing {...props} />
  </Suspense>
);
export const LazyAddRateDialog = (props: ComponentProps<typeof AddRate>) => (
  <LazyPopup open={props.open}>
    <AddRate {...props} />
  </LazyPopup>
);
export const LazyEditRateDialog = (props: ComponentProps<typeof EditRate>) => (
  <LazyPopup open={props.open}>
    <EditRate {...props} />
  </LazyPopup>
);
export const LazyTaxRateDialog = (props: TaxRateDialogProps) => (
  <LazyPopup open={props.open}>
    <TaxRate {...props} />
  </LazyPopup>
);
