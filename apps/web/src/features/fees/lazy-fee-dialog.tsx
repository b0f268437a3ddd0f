import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { FeeDialog } from './fee-dialog';

/* The service form (react-hook-form, the contract's schema) loads when it first opens. */
const Dialog = lazyPart<ComponentProps<typeof FeeDialog>>(() =>
  import('./fee-dialog').then((m) => ({ default: m.FeeDialog })),
);

export const LazyFeeDialog = (props: ComponentProps<typeof Dialog>) => (
  <LazyPopup open={props.open}>
    <Dialog {...props} />
  </LazyPopup>
);
