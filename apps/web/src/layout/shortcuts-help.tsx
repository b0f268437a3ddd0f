import { useState } from 'react';
import { LazyPopup } from '../components/lazy-popup';
import { lazyPart } from '../lib/lazy';
import { useShortcuts } from '../lib/shortcuts';

export const ShortcutsDialog = lazyPart(() => import('./shortcuts-dialog'));

/** `?` lists the keys the current screen answers to. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts([{ keys: '?', description: 'Show these shortcuts', run: () => setOpen(true) }]);
  return (
    <LazyPopup open={open}>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </LazyPopup>
  );
}
