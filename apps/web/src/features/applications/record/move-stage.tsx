import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from 'react-toastify';
import type { ApplicationDetail, ApplicationStage } from '@studydesk/contract';
import { errorMessage } from '../../../lib/errors';
import { useApplicationStagesQuery, useMoveApplicationMutation } from '../applications-api';
import { MoveToMenu } from '../move-to-menu';
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
  const [asking, setAsking] = useState<ApplicationStage | null>(null);
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
    if (stage.requiresNote) setAsking(stage);
    else void go(stage);
  };

  return (
    <>
      <MoveToMenu
        stages={others}
        menuLabel="Move the application to"
        onPick={pick}
        variant="outlined"
        loading={isLoading}
      />
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
