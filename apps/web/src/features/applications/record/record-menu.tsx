import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { DeleteOutlined } from '../../../lib/icons/delete-outlined';
import { MoreOutlined } from '../../../lib/icons/more-outlined';
import { useNavigate } from 'react-router';
import type { ApplicationDetail } from '@studydesk/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyPopup } from '../../../components/lazy-popup';
import { lazyPart } from '../../../lib/lazy';
import { withToasts } from '../../../lib/with-toasts';
import { useApplicationDeleteMutation } from './record-api';
import { applicationTitle } from './record-format';

// The menu (MUI's menu family) loads on first use, as a list row's "⋮" does; hovering or
// focusing the button fetches it.
const RecordMenuList = lazyPart(() => import('../../../components/row-menu-list'));

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
        onMouseEnter={RecordMenuList.preload}
        onFocus={RecordMenuList.preload}
      >
        <MoreOutlined aria-hidden />
      </IconButton>
      <LazyPopup open={Boolean(anchor)}>
        <RecordMenuList
          id={id}
          anchor={anchor}
          items={[
            {
              key: 'delete',
              label: 'Delete application',
              icon: <DeleteOutlined aria-hidden />,
              danger: true,
              onClick: () => setOpen(true),
            },
          ]}
          onClose={() => setAnchor(null)}
        />
      </LazyPopup>
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
