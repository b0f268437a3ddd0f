import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast/toast';
import type { ApplicationStage } from '@studydesk/contract';
import { errorMessage } from '../../lib/errors';
import type { Direction } from './stage-types';
import { stageSettings } from './stages-api';

type Pending = { key: string; dir: Direction; to: number };

/**
 * Move up / Move down: the new order is shown at once and sent; the focus stays on the moved
 * stage's button (or its other one, at an end), and the new place is announced.
 */
export function useStageOrder(live: ApplicationStage[]) {
  const [reorder] = stageSettings.useReorderMutation();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<Pending | null>(null);

  const buttonRef = useCallback(
    (key: string, dir: Direction) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(`${key}:${dir}`, el);
      else buttons.current.delete(`${key}:${dir}`);
    },
    [],
  );

  // After the render that shows the stage in its new place (its row may have been re-inserted,
  // which drops the focus).
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p || live[p.to]?.key !== p.key) return;
    pending.current = null;
    const same = buttons.current.get(`${p.key}:${p.dir}`);
    const other = buttons.current.get(`${p.key}:${p.dir === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [live]);

  const move = (stage: ApplicationStage, dir: Direction) => {
    const keys = live.map((s) => s.key);
    const from = keys.indexOf(stage.key);
    const to = dir === 'up' ? from - 1 : from + 1;
    if (from === -1 || to < 0 || to >= keys.length) return;
    [keys[from], keys[to]] = [keys[to]!, keys[from]!];
    pending.current = { key: stage.key, dir, to };
    // A trailing space when the words repeat, so the live region speaks again.
    const words = `${stage.name} moved to position ${to + 1} of ${keys.length}`;
    setAnnouncement((last) => (last === words ? `${words}\u00a0` : words));
    reorder(keys)
      .unwrap()
      .catch((err: unknown) => {
        toast.error(errorMessage(err, 'Could not reorder the stages'));
        setAnnouncement(`${stage.name} stays at position ${from + 1}`);
      });
  };

  return { move, buttonRef, announcement };
}
