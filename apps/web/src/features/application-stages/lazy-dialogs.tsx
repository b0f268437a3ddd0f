import { Suspense, useState, type ComponentProps } from 'react';
import { lazyPart } from '../../lib/lazy';
import type { AddStageDialog, RenameStageDialog } from './stage-dialogs';

/*
 * The add and rename forms (react-hook-form and the contract's zod schema) load when first
 * opened, not with the page: the list is what the page is for.
 */
const Add = lazyPart<ComponentProps<typeof AddStageDialog>>(() =>
  import('./stage-dialogs').then((m) => ({ default: m.AddStageDialog })),
);
const Rename = lazyPart<ComponentProps<typeof RenameStageDialog>>(() =>
  import('./stage-dialogs').then((m) => ({ default: m.RenameStageDialog })),
);

/** Mounts a lazy dialog from its first opening on (so it can play its closing). */
function useOpened(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function LazyAddStageDialog(props: ComponentProps<typeof Add>) {
  return useOpened(props.open) ? (
    <Suspense fallback={null}>
      <Add {...props} />
    </Suspense>
  ) : null;
}

export function LazyRenameStageDialog(props: ComponentProps<typeof Rename>) {
  return useOpened(props.open) ? (
    <Suspense fallback={null}>
      <Rename {...props} />
    </Suspense>
  ) : null;
}
