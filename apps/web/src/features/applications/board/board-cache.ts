import type { ApplicationBoard } from '@studydesk/contract';

/**
 * The board's first pages with the further pages of expanded columns ("Show more") appended,
 * each card once (a card that moved between the reads may come twice).
 */
export function mergePages(board: ApplicationBoard, more: ApplicationBoard[]): ApplicationBoard {
  const columns = board.columns.map((col) => ({ ...col, cards: [...col.cards] }));
  for (const extra of more) {
    for (const part of extra.columns) {
      const col = columns.find((c) => c.stage === part.stage);
      if (!col) continue;
      const seen = new Set(col.cards.map((c) => c._id));
      col.cards.push(...part.cards.filter((c) => !seen.has(c._id)));
      col.page = Math.max(col.page, part.page);
    }
  }
  return { columns };
}

/**
 * A move as the board shows it before the server answers: the card leaves its column for the
 * top of `to` (the latest to enter a stage come first), fresh in it, and both counts follow.
 */
export function moveCard(board: ApplicationBoard, id: string, to: string, at: string): void {
  const from = board.columns.find((c) => c.cards.some((card) => card._id === id));
  const target = board.columns.find((c) => c.stage === to);
  if (!from || !target || from === target) return;
  const index = from.cards.findIndex((card) => card._id === id);
  const [card] = from.cards.splice(index, 1);
  from.count = Math.max(0, from.count - 1);
  if (!card) return;
  target.cards.unshift({ ...card, stage: to, stageAt: at, daysInStage: 0 });
  target.count += 1;
}

/** Whether a column has more cards than it shows. */
export const hasMore = (col: ApplicationBoard['columns'][number]): boolean =>
  col.cards.length < col.count;
