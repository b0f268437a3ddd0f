import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast/toast';
import { LazyPopup } from '../../components/lazy-popup';
import { errorMessage } from '../../lib/errors';
import { lazyPart } from '../../lib/lazy';
import { useMoveApplicationMutation } from './applications-api';
import { stageMissingOf } from './stage-missing';

// The note's dialog (the Dialog family, a text field) loads when a move first asks for a note.
const NoteDialog = lazyPart(() => import('./board/note-dialog'));

export const MOVE_FAILED = 'Failed to move the application';

/** One move asked for: which application, where it was seen, and where to. */
export type StageMoveAsk = {
  id: string;
  /** The stage the mover saw it at: another tab's move meanwhile is refused, not overwritten. */
  from: string;
  student: string;
  key: string;
  name: string;
  requiresNote: boolean;
};
type Asking = StageMoveAsk & { missing?: readonly string[] };

/** What the server listed as missing when it refused the move (409), if that was why. */
const missingOf = (err: unknown) => stageMissingOf((err as { data?: unknown } | null)?.data);

/**
 * Moving an application, from the board or its record alike: straight away, or after the note
 * its stage needs; refused with things missing (documents, a conditional offer), it shows them
 * and moves on only when confirmed with a reason. Other refusals are said in a toast.
 */
export function useStageMove(on: { moved?: (a: StageMoveAsk) => void; failed?: () => void }) {
  const { moved, failed } = on;
  const [send, { isLoading }] = useMoveApplicationMutation();
  const [asking, setAsking] = useState<Asking | null>(null);

  const go = useCallback(
    async (a: Asking, note?: string) => {
      const confirm = a.missing ? true : undefined;
      try {
        await send({ id: a.id, stage: a.key, from: a.from, note, confirm }).unwrap();
        moved?.(a);
      } catch (err) {
        failed?.();
        const missing = confirm ? undefined : missingOf(err);
        if (missing) setAsking({ ...a, missing });
        else toast.error(errorMessage(err, MOVE_FAILED));
      }
    },
    [send, moved, failed],
  );

  const request = useCallback(
    (a: StageMoveAsk) => (a.requiresNote ? setAsking(a) : void go(a)),
    [go],
  );

  const dialog = (
    <LazyPopup open={Boolean(asking)}>
      <NoteDialog
        ask={asking && { student: asking.student, stageName: asking.name, missing: asking.missing }}
        onClose={() => setAsking(null)}
        onMove={(note) => {
          if (asking) void go(asking, note);
          setAsking(null);
        }}
      />
    </LazyPopup>
  );
  return { request, dialog, isLoading };
}
