import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { MoreOutlined } from '../../lib/icons/more-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { MailButton, type MailAction } from './mail-button';

// The menu (MUI's menu family) loads on first use; hovering or focusing "More actions" fetches it.
const MoreMenuList = lazyPart(() => import('./more-menu-list'));

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
        onMouseEnter={MoreMenuList.preload}
        onFocus={MoreMenuList.preload}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <LazyPopup open={Boolean(anchor)}>
        <MoreMenuList
          id={id}
          anchor={anchor}
          mail={mail}
          onDelete={onDelete}
          onClose={() => setAnchor(null)}
        />
      </LazyPopup>
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
