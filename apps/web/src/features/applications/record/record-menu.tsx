import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DeleteOutlined } from '../../../lib/icons/delete-outlined';
import { MoreOutlined } from '../../../lib/icons/more-outlined';
import { useNavigate } from 'react-router';
import type { ApplicationDetail } from '@studydesk/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { withToasts } from '../../../lib/with-toasts';
import { useApplicationDeleteMutation } from './record-api';
import { applicationTitle } from './record-format';

/**
 * The record's "⋮" (More actions), as the enquiry's record has: Delete sits one step away from
 * the stage and its Move to, not as a red button above them. Delete (kept, restorable) asks
 * first, then goes back to the student.
 */
export function RecordMenu({ application: a }: { application: ApplicationDetail }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useApplicationDeleteMutation();
  const navigate = useNavigate();
  const id = useId();
  const confirm = async () => {
    const ok = await withToasts(
      () => remove({ id: a._id, enquiry: a.enquiry }).unwrap(),
      'Application deleted',
      'Failed to delete the application',
    );
    if (ok) void navigate(`/enquiries/${a.enquiry}`, { replace: true });
  };
  return (
    <>
      <IconButton
        id={`${id}-button`}
        aria-label="More actions"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setOpen(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon aria-hidden sx={{ color: 'inherit' }}>
            <DeleteOutlined />
          </ListItemIcon>
          Delete application
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={open}
        title="Delete this application?"
        message={`${applicationTitle(a)} leaves the board and ${a.studentName ?? 'the student'}'s applications. An admin can restore it.`}
        busy={isLoading}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
