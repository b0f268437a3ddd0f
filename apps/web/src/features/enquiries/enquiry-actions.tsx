import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { MoreOutlined } from '../../lib/icons/more-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { MailButton, MailMenuItem, type MailAction } from './mail-button';

type Props = {
  onLog: () => void;
  /** "E-mail" */
  mail?: MailAction;
  onEdit: () => void;
  onDelete: () => void;
};

/** Delete sits in a menu, away from the everyday actions; on a phone, E-mail joins it. */
function MoreMenu({ onDelete, mail }: { onDelete: () => void; mail?: MailAction }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        aria-label="More actions"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {mail && <MailMenuItem {...mail} close={() => setAnchor(null)} />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
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
    </>
  );
}

/**
 * Log contact first; E-mail (in the menu on a phone) and Edit beside it; Delete in the menu.
 * One line, wherever they sit.
 */
export function EnquiryActions({ onLog, mail, onEdit, onDelete }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'nowrap' }}>
      <Button variant="contained" startIcon={<PhoneOutlined aria-hidden />} onClick={onLog}>
        Log contact
      </Button>
      {mail && !phone && <MailButton {...mail} />}
      <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={onEdit}>
        Edit
      </Button>
      <MoreMenu onDelete={onDelete} mail={phone ? mail : undefined} />
    </Stack>
  );
}
