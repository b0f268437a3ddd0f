import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { MoreOutlined } from '../lib/icons/more-outlined';
import { lazyPart } from '../lib/lazy';
import { LazyPopup } from './lazy-popup';
import type { RowMenuItem } from './row-menu-types';

export type { RowMenuItem } from './row-menu-types';

// MUI's Menu brings the Select family's popover parts (Menu, MenuList, Popover, Grow: about
// 7 KB): a list's first load does without them, and hovering or focusing "⋮" fetches them.
const RowMenuList = lazyPart(() => import('./row-menu-list'));

type Props = {
  /** the button's and the menu's accessible name, e.g. "More actions for Visa guidance" */
  label: string;
  items: readonly RowMenuItem[];
  /** given by the grid's actions cell, which moves the focus between a row's buttons */
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * A row's "⋮" (more actions): what is rarely wanted or destroys (Delete) stays one step away
 * from the row's everyday buttons. It is a menu item of the grid's actions cell, as the grid's
 * own "more" button is.
 */
export function RowMenu({ label, items, tabIndex, onClick }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        id={`${id}-button`}
        role="menuitem"
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        tabIndex={tabIndex}
        onMouseEnter={RowMenuList.preload}
        onFocus={RowMenuList.preload}
        onClick={(event) => {
          event.stopPropagation();
          onClick?.(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <LazyPopup open={Boolean(anchor)}>
        <RowMenuList id={id} anchor={anchor} items={items} onClose={() => setAnchor(null)} />
      </LazyPopup>
    </>
  );
}
