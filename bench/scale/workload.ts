import type { WriteFirst } from '../first-reads';

/** A bound on the app's own latency, or its throughput as a share of the bare ceiling's. */
export type Goal = { stat: 'p99' | 'p50'; ms: number } | { ratio: number };
/** One connection count a workload is measured at, beside the ceiling, with its target there. */
export type Load = { connections: number; goal?: Goal };

/** A list answer: p99 ≤ 30 ms at 10 connections. */
export const LIST: Load[] = [{ connections: 10, goal: { stat: 'p99', ms: 30 } }];
/**
 * A report: its own latency, p50 ≤ 50 ms at one connection. Not at 10: the reports' gate
 * (REPORT_CONCURRENCY 2, REPORT_QUEUE 4) answers the ones past it 503 by design, and a round
 * fails on any non-2xx.
 */
export const REPORT: Load[] = [{ connections: 1, goal: { stat: 'p50', ms: 50 } }];
/** Under a crowd: at least 0.7× the bare ceiling's throughput at 50 connections. */
export const CROWD: Load = { connections: 50, goal: { ratio: 0.7 } };

/** One measured request shape: the app's URL for the i-th request (variants cycle). */
export type Workload = {
  id: string;
  title: string;
  /** What is measured and how it reads (the table's note). */
  note: string;
  urls: string[];
  /** The connection counts it runs at, in order, each with its target (if any). */
  loads: Load[];
  /** Who asks: the bench's admin (default), its counsellor or its manager who sign in (seed.ts). */
  as?: 'counsellor' | 'manager';
  /** A write before each request (`firstReads`): every request is the first after a write. */
  writeFirst?: WriteFirst;
};

/** The targets in words, for the table's note. */
export const goals = (loads: Load[]) =>
  loads
    .flatMap(({ connections: n, goal: g }) =>
      !g
        ? []
        : [
            'ratio' in g
              ? `throughput ≥ ${g.ratio}× the bare ceiling's at ${n} connections`
              : `${g.stat} ≤ ${g.ms} ms at ${n} connection${n === 1 ? '' : 's'}`,
          ],
    )
    .join('; ');
