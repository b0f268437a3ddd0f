import { describe, expect, it } from 'vitest';
import { claimShares } from './claim-shares';

// Lines A, B, C of 100 each, filled front to back; the shares are worked out by hand.
describe('which lines of a claim each payment settled', () => {
  const lines = (paid: [number, number, number]) =>
    paid.map((p, i) => ({ claimId: 'c', paid: p, key: 'ABC'[i]! }));

  it('splits a payment over the lines it crossed, in order', () => {
    const shares = claimShares(
      [
        { id: 'p1', claimId: 'c', minor: 150 },
        { id: 'p2', claimId: 'c', minor: 100 },
      ],
      lines([100, 100, 50]),
    );
    expect(shares).toEqual([
      { payment: 'p1', key: 'A', minor: 100 },
      { payment: 'p1', key: 'B', minor: 50 },
      { payment: 'p2', key: 'B', minor: 50 },
      { payment: 'p2', key: 'C', minor: 50 },
    ]);
  });

  it('skips a line credited before it was paid (its paid stays 0)', () => {
    // A credited whole, then 120 paid: B takes 100, C 20.
    const shares = claimShares([{ id: 'p1', claimId: 'c', minor: 120 }], lines([0, 100, 20]));
    expect(shares).toEqual([
      { payment: 'p1', key: 'B', minor: 100 },
      { payment: 'p1', key: 'C', minor: 20 },
    ]);
  });

  it('gives what no line took to nobody, never losing it', () => {
    const shares = claimShares([{ id: 'p1', claimId: 'c', minor: 30 }], lines([10, 0, 0]));
    expect(shares).toEqual([
      { payment: 'p1', key: 'A', minor: 10 },
      { payment: 'p1', key: null, minor: 20 },
    ]);
  });
});
