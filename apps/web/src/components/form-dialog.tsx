import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { lazyPart } from '../lib/lazy';
import { LazyPopup } from './lazy-popup';
import type { FormDialogProps } from './form-dialog-types';

export { usePhoneFullScreen } from './phone-full-screen';
export type { FormDialogProps } from './form-dialog-types';

// The form library, the schema's resolver and the inputs are a screen's largest part it may
// never use: they load when a form first opens, not with the screen.
const View = lazyPart(() => import('./form-dialog-view'));

/** Create and edit share this dialog; its form mounts afresh each time the dialog opens. */
export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  // lazy() keeps one props type: the view is the same generic component
  const Typed = View as unknown as (p: FormDialogProps<In, Out>) => ReactNode;
  return (
    <LazyPopup open={props.open}>
      <Typed {...props} />
    </LazyPopup>
  );
}
