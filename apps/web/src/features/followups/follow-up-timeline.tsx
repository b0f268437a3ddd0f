import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PlusOutlined } from '@ant-design/icons';
import type { FollowUp } from '@studydesk/contract';
import { CrudDialogs, useDialog } from '../../components/crud-dialogs';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { Timeline } from '../../components/timeline';
import { userCan } from '../../lib/permissions';
import { useEnquiryFollowUpsQuery } from './follow-ups-api';
import { FollowUpEntry } from './follow-up-entry';
import { followUps } from './follow-ups-resource';

type Handlers = { onEdit: (f: FollowUp) => void; onRemove: (f: FollowUp) => void };

function FollowUpList({ items, handlers }: { items: FollowUp[]; handlers?: Handlers }) {
  if (items.length === 0) return <Typography color="text.secondary">No follow-ups yet.</Typography>;
  return (
    <Timeline label="Follow-ups, newest first">
      {items.map((f) => (
        <FollowUpEntry key={f._id} followUp={f} {...handlers} />
      ))}
    </Timeline>
  );
}

/** An enquiry's follow-ups, newest first, with "Add follow-up" for users who may write. */
export function FollowUpTimeline({ enquiryId }: { enquiryId: string }) {
  const query = useEnquiryFollowUpsQuery(enquiryId);
  const editor = useDialog<FollowUp>();
  const confirm = useDialog<FollowUp>();
  const canWrite = userCan('followUps', 'write');
  const add = canWrite && (
    <Button
      variant="contained"
      size="small"
      startIcon={<PlusOutlined aria-hidden />}
      onClick={() => editor.show()}
    >
      Add follow-up
    </Button>
  );
  const handlers = canWrite ? { onEdit: editor.show, onRemove: confirm.show } : undefined;
  return (
    <SectionCard title="Follow-ups" action={add}>
      <QueryState
        query={query}
        fallback={followUps.messages.load}
        loadingLabel="Loading follow-ups"
      >
        {({ items }) => <FollowUpList items={items} handlers={handlers} />}
      </QueryState>
      {canWrite && (
        <CrudDialogs
          resource={followUps}
          editor={editor}
          confirm={confirm}
          blank={{ ...followUps.form.blank, enquiry: enquiryId }}
        />
      )}
    </SectionCard>
  );
}
