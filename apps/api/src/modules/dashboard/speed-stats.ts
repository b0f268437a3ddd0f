import type { SpeedFigures } from '@studydesk/contract';

/**
 * The p-th percentile (0 < p ≤ 1) of `sorted` (ascending) by nearest rank: the value at rank
 * ⌈p·n⌉. The median is then the lower middle value of an even count. Null when empty.
 */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] ?? null;
}

/** One group's week: durations of the contacted (ms, any order) and how many still wait. */
export function figures(durations: number[], waiting: number): SpeedFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    contacted: sorted.length,
    waiting,
    medianMs: nearestRank(sorted, 0.5),
    p90Ms: nearestRank(sorted, 0.9),
  };
}
