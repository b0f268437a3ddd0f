import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SyntheticEvent } from 'react';
import type { RowMenuListProps } from './row-menu-types';

// The menu sits in a portal but its events still bubble through React to the row: a click
// there must not open the row, nor a key move the grid's cell focus.
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The open "⋮" menu of a row: its items, the danger ones (Delete) in red. */
export default function RowMenuList({ id, anchor, items, onClose }: RowMenuListProps) {
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
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
            onClose();
            item.onClick();
          }}
          sx={item.danger ? { color: 'error.main' } : undefined}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
