import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

// Its own chunk (the tooltip and its popper): the collapsed menu's items render without it
// first, then with it a moment later, so the shell's first load does not wait for it.

/** A collapsed menu item's title, beside it on hover and focus. */
export default function NavTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  );
}
