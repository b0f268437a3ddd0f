import { useState } from 'react';
import Button from '@mui/material/Button';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { ApplicationDetail } from '@studydesk/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { withToasts } from '../../../components/with-toasts';
import { useApplicationDeleteMutation } from './record-api';
import { applicationTitle } from './record-format';

/** Delete (kept, restorable) after a confirmation; then back to the student. */
export function DeleteApplication({ application: a }: { application: ApplicationDetail }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useApplicationDeleteMutation();
  const navigate = useNavigate();
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
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
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
