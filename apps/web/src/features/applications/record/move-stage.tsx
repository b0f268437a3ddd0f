import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DownOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import type { ApplicationDetail, ApplicationStage } from '@studydesk/contract';
import { errorMessage } from '../../../lib/errors';
import { useApplicationStagesQuery, useMoveApplicationMutation } from '../applications-api';
import { NoteDialog } from '../board/note-dialog';
import { studentTimelineStale } from './record-api';

const FAILED = 'Failed to move the application';

/**
 * "Move to" on the record: a menu of the other live stages. A stage that needs a note asks for
 * it first; the server's refusal (a retired stage, a missing note) is said in a toast.
 */
export function MoveStage({ application: a }: { application: ApplicationDetail }) {
  const { data: stages = [] } = useApplicationStagesQuery();
  const [send, { isLoading }] = useMoveApplicationMutation();
  const dispatch = useDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<ApplicationStage | null>(null);
  const id = useId();
  const others = stages.filter((s) => s.key !== a.stage);

  const go = async (stage: ApplicationStage, note?: string) => {
    try {
      await send({ id: a._id, stage: stage.key, note }).unwrap();
      dispatch(studentTimelineStale(a.enquiry));
      toast.success(`Moved to ${stage.name}`);
    } catch (err) {
      toast.error(errorMessage(err, FAILED));
    }
  };
  const pick = (stage: ApplicationStage) => {
    setAnchor(null);
    if (stage.requiresNote) setAsking(stage);
    else void go(stage);
  };

  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        endIcon={<DownOutlined aria-hidden style={{ fontSize: 10 }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={others.length === 0}
        loading={isLoading}
      >
        Move to
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Move the application to' } }}
      >
        {others.map((s) => (
          <MenuItem key={s.key} onClick={() => pick(s)}>
            {s.name}
          </MenuItem>
        ))}
      </Menu>
      <NoteDialog
        ask={
          asking && { student: a.studentName ?? a.enqNo ?? 'the student', stageName: asking.name }
        }
        onClose={() => setAsking(null)}
        onMove={(note) => {
          if (asking) void go(asking, note);
          setAsking(null);
        }}
      />
    </>
  );
}
