import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../../lib/toast/toast';
import type { ApplicationDetail, ApplicationStage } from '@studydesk/contract';
import { useApplicationStagesQuery } from '../applications-api';
import { MoveToMenu } from '../move-to-menu';
import { useStageMove } from '../use-stage-move';
import { studentTimelineStale } from './record-api';

/**
 * "Move to" on the record: a menu of the other live stages, moved through the shared stage
 * move (a note asked first where needed; what is missing shown and confirmed with a reason).
 */
export function MoveStage({ application: a }: { application: ApplicationDetail }) {
  const { data: stages = [] } = useApplicationStagesQuery();
  const dispatch = useDispatch();
  const on = useMemo(
    () => ({
      moved: (m: { name: string }) => {
        dispatch(studentTimelineStale(a.enquiry));
        toast.success(`Moved to ${m.name}`);
      },
    }),
    [dispatch, a.enquiry],
  );
  const { request, dialog, isLoading } = useStageMove(on);
  const others = stages.filter((s) => s.key !== a.stage);
  const student = a.studentName ?? a.enqNo ?? 'the student';
  const pick = (s: ApplicationStage) =>
    request({
      id: a._id,
      from: a.stage,
      student,
      key: s.key,
      name: s.name,
      requiresNote: s.requiresNote,
    });

  return (
    <>
      <MoveToMenu
        stages={others}
        menuLabel="Move the application to"
        onPick={pick}
        variant="outlined"
        loading={isLoading}
      />
      {dialog}
    </>
  );
}
