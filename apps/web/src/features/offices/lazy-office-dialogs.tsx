import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { OfficeDialog, RetireOfficeDialog } from './office-dialogs';

/* The office forms (react-hook-form, the contract's schemas, the time zone picker) load when one
 * first opens, not with the offices. */
const Edit = lazyPart<ComponentProps<typeof OfficeDialog>>(() =>
  import('./office-dialogs').then((m) => ({ default: m.OfficeDialog })),
);
const Retire = lazyPart<ComponentProps<typeof RetireOfficeDialog>>(() =>
  import('./office-dialogs').then((m) => ({ default: m.RetireOfficeDialog })),
);

export const LazyOfficeDialog = (props: ComponentProps<typeof Edit>) => (
  <LazyPopup open={props.state.open}>
    <Edit {...props} />
  </LazyPopup>
);
export const LazyRetireOfficeDialog = (props: ComponentProps<typeof Retire>) => (
  <LazyPopup open={props.state.open}>
    <Retire {...props} />
  </LazyPopup>
);
