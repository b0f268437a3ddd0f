/*
 * Which lines of a claim each payment settled. A payment is spread over the claim's lines in
 * their order, each taking what it still asks for, and nothing ever adds to what a settled line
 * asks for (a credit only takes away), so the lines fill front to back: laid end to end, the
 * payments (in the order recorded) and the lines' `paid` cover the same stretch, and a payment's
 * share of a line is where the two overlap. Worked out when read, so no payment needs a record
 * of its split.
 */
export type PaymentSpan = { id: string; claimId: string; minor: number };
export type LineSpan<K> = { claimId: string; paid: number; key: K };
export type Share<K> = { payment: string; key: K | null; minor: number };

const byClaim = <T extends { claimId: string }>(rows: readonly T[]) => {
  const by = new Map<string, T[]>();
  for (const r of rows) by.set(r.claimId, [...(by.get(r.claimId) ?? []), r]);
  return by;
};

/** Each payment's share of each line, both lists in their order within a claim. */
export function claimShares<K>(
  payments: readonly PaymentSpan[],
  lines: readonly LineSpan<K>[],
): Share<K>[] {
  const linesOf = byClaim(lines);
  const shares: Share<K>[] = [];
  for (const [claimId, list] of byClaim(payments)) {
    const spans = linesOf.get(claimId) ?? [];
    let line = 0;
    let usedOfLine = 0;
    for (const p of list) {
      let left = p.minor;
      for (let span = spans[line]; left > 0 && span; span = spans[line]) {
        const take = Math.min(left, span.paid - usedOfLine);
        if (take > 0) shares.push({ payment: p.id, key: span.key, minor: take });
        left -= take;
        usedOfLine += take;
        if (usedOfLine >= span.paid) [line, usedOfLine] = [line + 1, 0];
      }
      // Only if the lines were changed by hand: what no line took is nobody's, never lost.
      if (left > 0) shares.push({ payment: p.id, key: null, minor: left });
    }
  }
  return shares;
}
