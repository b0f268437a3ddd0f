import { useId, useState, type MouseEvent, type ReactElement, type SyntheticEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MoreOutlined } from '../lib/icons/more-outlined';

/** One entry of a row's "⋮" menu; `danger` ones (Delete) read in red. */
export type RowMenuItem = {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
};

type Props = {
  /** the button's and the menu's accessible name, e.g. "More actions for Visa guidance" */
  label: string;
  items: readonly RowMenuItem[];
  /** given by the grid's actions cell, which moves the focus between a row's buttons */
  tabIndex?: number;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

// The menu sits in a portal but its events still bubble through React to the row: a click
// there must not open the row, nor a key move the grid's cell focus.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A row's "⋮" (more actions): what is rarely wanted or destroys (Delete) stays one step away
 * from the row's everyday buttons. It is a menu item of the grid's actions cell, as the grid's
 * own "more" button is.
 */
export function RowMenu({ label, items, tabIndex, onClick }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
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
        onClick={(event) => {
          event.stopPropagation();
          onClick?.(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        onClick={stop}
        onKeyDown={stop}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            disabled={item.disabled}
            onClick={() => {
              close();
              item.onClick();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
