import { describe, expect, it } from 'vitest';
import type { ApplicationBoard } from '@studydesk/contract';
import { hasMore, mergePages, moveCard } from './board-cache';
import { card } from './fake-board-server';

const board = (): ApplicationBoard => ({
  columns: [
    {
      stage: 'shortlisted',
      name: 'Shortlisted',
      phase: 'shortlist',
      count: 3,
      page: 1,
      cards: [card('1', 'A', 'shortlisted'), card('2', 'B', 'shortlisted')],
    },
    {
      stage: 'submitted',
      name: 'Submitted',
      phase: 'applied',
      count: 1,
      page: 1,
      cards: [card('3', 'C', 'submitted')],
    },
  ],
});

describe('the board cache', () => {
  it('moves a card to the top of its new column, fresh there, and both counts follow', () => {
    const b = board();
    moveCard(b, '2', 'submitted', '2031-02-01T00:00:00.000Z');
    const [from, to] = b.columns;
    expect(from!.cards.map((c) => c._id)).toEqual(['1']);
    expect(from!.count).toBe(2);
    expect(to!.cards.map((c) => c._id)).toEqual(['2', '3']);
    expect(to!.cards[0]).toMatchObject({
      stage: 'submitted',
      daysInStage: 0,
      stageAt: '2031-02-01T00:00:00.000Z',
    });
    expect(to!.count).toBe(2);
  });

  it('leaves the board alone for a card it does not show, or a move to its own stage', () => {
    const b = board();
    moveCard(b, '9', 'submitted', 'now');
    moveCard(b, '1', 'shortlisted', 'now');
    moveCard(b, '1', 'nowhere', 'now');
    expect(b).toEqual(board());
  });

  it('appends the next page of a column once each, and knows when a column has more', () => {
    const b = board();
    expect(hasMore(b.columns[0]!)).toBe(true);
    const next: ApplicationBoard = {
      columns: [
        {
          ...b.columns[0]!,
          page: 2,
          cards: [card('2', 'B', 'shortlisted'), card('4', 'D', 'shortlisted')],
        },
      ],
    };
    const merged = mergePages(b, [next]);
    expect(merged.columns[0]!.cards.map((c) => c._id)).toEqual(['1', '2', '4']);
    expect(merged.columns[0]!.page).toBe(2);
    expect(hasMore(merged.columns[0]!)).toBe(false);
    expect(b.columns[0]!.cards).toHaveLength(2);
  });
});
