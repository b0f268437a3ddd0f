/** One measured request shape: the app's URL for the i-th request (variants cycle). */
export type Workload = {
  id: string;
  title: string;
  /** What is measured and how it reads (the table's note). */
  note: string;
  urls: string[];
  /** p99 at 10 connections (the list targets) or p50 (search, dashboard), in ms. */
  target: { stat: 'p99' | 'p50'; ms: number };
  /** Also measured at one connection (a request's own latency). */
  single?: boolean;
  /** Who asks: the bench's admin (default) or its counsellor who signs in (seed.ts). */
  as?: 'counsellor';
};
