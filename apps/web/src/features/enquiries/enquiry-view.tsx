import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Enquiry } from '@studydesk/contract';
import { CrudDialogs, useDialog } from '../../components/crud-dialogs';
import { PageHeader } from '../../components/crud-parts';
import { formatDateTime } from '../../lib/dates';
import { userCan } from '../../lib/permissions';
import { FollowUpTimeline } from '../followups/follow-up-timeline';
import { DuplicateNote } from './duplicate-note';
import { enquiries } from './enquiries-resource';
import { fullName } from './enquiry-columns';
import { AssigneeControl, StatusControl } from './enquiry-controls';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryHistory } from './enquiry-history';

function Actions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={onEdit}>
        Edit enquiry
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={onDelete}
      >
        Delete enquiry
      </Button>
    </>
  );
}

/** Its status and counsellor, changed in place. */
function QuickControls({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Status
        </Typography>
        <StatusControl enquiry={enquiry} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Assigned to
        </Typography>
        <AssigneeControl enquiry={enquiry} />
      </Stack>
    </Stack>
  );
}

/** Fields and follow-ups on the left, the status history on the right (below on phones). */
function Sections({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2.5}>
          <EnquiryDetails enquiry={enquiry} />
          <FollowUpTimeline enquiryId={enquiry._id} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <EnquiryHistory id={enquiry._id} />
      </Grid>
    </Grid>
  );
}

/** One enquiry: all its fields, its status history and its follow-ups. */
export function EnquiryView({ enquiry }: { enquiry: Enquiry }) {
  const editor = useDialog<Enquiry>();
  const confirm = useDialog<Enquiry>();
  const navigate = useNavigate();
  const canWrite = userCan('enquiries', 'write');
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <PageHeader
          title={`Enquiry ${enquiry.enqNo}`}
          action={
            canWrite && (
              <Actions onEdit={() => editor.show(enquiry)} onDelete={() => confirm.show(enquiry)} />
            )
          }
        />
        <Typography color="text.secondary">
          {fullName(enquiry)} · received {formatDateTime(enquiry.createdAt)}
        </Typography>
      </Stack>
      {enquiry.duplicateOf && <DuplicateNote of={enquiry.duplicateOf} />}
      <QuickControls enquiry={enquiry} />
      <Sections enquiry={enquiry} />
      {canWrite && (
        <CrudDialogs
          resource={enquiries}
          editor={editor}
          confirm={confirm}
          onRemoved={() => void navigate('/enquiries')}
        />
      )}
    </Stack>
  );
}
