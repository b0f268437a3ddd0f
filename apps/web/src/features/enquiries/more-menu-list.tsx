import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import type { MailAction } from './mail-button';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  /** E-mail, in the menu on a phone */
  mail?: MailAction;
  onDelete: () => void;
  onClose: () => void;
};

/** In the actions' menu on a phone (the line of actions stays one line); the reason shown under it. */
function MailMenuItem({ onOpen, blocked, close }: MailAction & { close: () => void }) {
  return (
    <MenuItem
      aria-disabled={blocked ? true : undefined}
      onClick={() => {
        if (blocked) return;
        close();
        onOpen();
      }}
      sx={{ whiteSpace: 'normal', maxWidth: 300, ...(blocked ? { color: 'text.secondary' } : {}) }}
    >
      <ListItemIcon aria-hidden sx={{ color: 'inherit' }}>
        <MailOutlined />
      </ListItemIcon>
      <ListItemText primary="E-mail" secondary={blocked} />
    </MenuItem>
  );
}

/** The record's "More actions" menu: Delete, and E-mail on a phone (loaded on first use). */
export default function MoreMenuList({ id, anchor, mail, onDelete, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {mail && <MailMenuItem {...mail} close={onClose} />}
      <MenuItem
        onClick={() => {
          onClose();
          onDelete();
        }}
        sx={{ color: 'error.main' }}
      >
        <ListItemIcon aria-hidden sx={{ color: 'inherit' }}>
          <DeleteOutlined />
        </ListItemIcon>
        Delete enquiry
      </MenuItem>
    </Menu>
  );
}
