import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import type { ApplicationCard } from '@studydesk/contract';
import { errorMessage } from '../../../lib/errors';
import { useApplicationStagesQuery, useMoveApplicationMutation } from '../applications-api';
import { studentOf, type MoveTo } from './board-types';
import { NoteDialog } from './note-dialog';

export const MOVE_FAILED = 'Failed to move the application';

type Pending = { card: ApplicationCard; key: string; name: string };

/**
 * Moving a card, however asked (a drop, Move to): straight away, or after the note its stage
 * needs. The board shows it moved at once; a refusal puts it back with the server's message.
 * `said` is the last move in words, for a live region.
 */
export function useMove() {
  const { data: stages } = useApplicationStagesQuery();
  const [send] = useMoveApplicationMutation();
  const [asking, setAsking] = useState<Pending | null>(null);
  const [said, setSaid] = useState('');

  const go = useCallback(
    async ({ card, key, name }: Pending, note?: string) => {
      setSaid(`${studentOf(card)} moved to ${name}`);
      try {
        await send({ id: card._id, stage: key, note }).unwrap();
      } catch (err) {
        setSaid('');
        toast.error(errorMessage(err, MOVE_FAILED));
      }
    },
    [send],
  );

  const move: MoveTo = useCallback(
    (card, key) => {
      if (key === card.stage) return;
      const stage = stages?.find((s) => s.key === key);
      const pending = { card, key, name: stage?.name ?? key };
      if (stage?.requiresNote) setAsking(pending);
      else void go(pending);
    },
    [stages, go],
  );

  const dialog = (
    <NoteDialog
      ask={asking && { student: studentOf(asking.card), stageName: asking.name }}
      onClose={() => setAsking(null)}
      onMove={(note) => {
        if (asking) void go(asking, note);
        setAsking(null);
      }}
    />
  );
  return { move, dialog, said };
}
