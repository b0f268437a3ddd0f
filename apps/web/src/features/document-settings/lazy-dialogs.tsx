import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { RuleDialog } from './rule-dialog';
import type { AddTypeDialog, RenameTypeDialog } from './type-dialogs';

/* The forms (react-hook-form, the contract's zod schemas) load on first use, not with the page. */
const AddType = lazyPart<ComponentProps<typeof AddTypeDialog>>(() =>
  import('./type-dialogs').then((m) => ({ default: m.AddTypeDialog })),
);
const RenameType = lazyPart<ComponentProps<typeof RenameTypeDialog>>(() =>
  import('./type-dialogs').then((m) => ({ default: m.RenameTypeDialog })),
);
const Rule = lazyPart<ComponentProps<typeof RuleDialog>>(() =>
  import('./rule-dialog').then((m) => ({ default: m.RuleDialog })),
);

export const LazyAddTypeDialog = (props: ComponentProps<typeof AddType>) => (
  <LazyPopup open={props.open}>
    <AddType {...props} />
  </LazyPopup>
);
export const LazyRenameTypeDialog = (props: ComponentProps<typeof RenameType>) => (
  <LazyPopup open={props.open}>
    <RenameType {...props} />
  </LazyPopup>
);
export const LazyRuleDialog = (props: ComponentProps<typeof Rule>) => (
  <LazyPopup open={props.open}>
    <Rule {...props} />
  </LazyPopup>
);
