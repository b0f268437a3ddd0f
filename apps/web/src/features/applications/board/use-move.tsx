import { useCallback, useMemo, useState } from 'react';
import { useApplicationStagesQuery } from '../applications-api';
import { useStageMove, type StageMoveAsk } from '../use-stage-move';
import { studentOf, type MoveTo } from './board-types';

/**
 * Moving a card, however asked (a drop, Move to), through the shared stage move. The board
 * shows it moved at once; a refusal puts it back. `said` is the last move in words, for a live
 * region.
 */
export function useMove() {
  const { data: stages } = useApplicationStagesQuery();
  const [said, setSaid] = useState('');
  const on = useMemo(
    () => ({
      moved: (a: StageMoveAsk) => setSaid(`${a.student} moved to ${a.name}`),
      failed: () => setSaid(''),
    }),
    [],
  );
  const { request, dialog } = useStageMove(on);

  const move: MoveTo = useCallback(
    (card, key) => {
      if (key === card.stage) return;
      const stage = stages?.find((s) => s.key === key);
      const ask = {
        ...{ id: card._id, from: card.stage, student: studentOf(card), key },
        ...{ name: stage?.name ?? key, requiresNote: Boolean(stage?.requiresNote) },
      };
      if (!ask.requiresNote) setSaid(`${ask.student} moved to ${ask.name}`);
      request(ask);
    },
    [stages, request],
  );
  return { move, dialog, said };
}
