import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { AddEnquiryDialog } from './add-enquiry';

/* The new enquiry's form (react-hook-form, the contract's schema) loads when it first opens. */
const Dialog = lazyPart<ComponentProps<typeof AddEnquiryDialog>>(() =>
  import('./add-enquiry').then((m) => ({ default: m.AddEnquiryDialog })),
);

export const LazyAddEnquiryDialog = (props: ComponentProps<typeof Dialog>) => (
  <LazyPopup open={props.open}>
    <Dialog {...props} />
  </LazyPopup>
);
