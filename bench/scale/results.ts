import fs from 'node:fs';
import type { Sample } from '../lib';
import type { Burst } from './paced';

/** When, where and on what a result was measured. */
export type Stamp = {
  command: string;
  date: string;
  machine: string;
  load: number;
  db: string;
  rows: number;
  seedSeconds: number;
  /** Seconds per seeding step, as the bench printed them. */
  seedSteps?: string;
};
/** A workload at one connection count, beside its bare ceiling. */
export type Entry = Stamp & {
  workload: string;
  connections: number;
  ours: Sample;
  bare: Sample;
  rssIdle: number;
  rssPeak: number;
};
/** The mixed round: the name search alone and while public POSTs arrive. */
export type Mixed = Stamp & {
  workload: 'mixed';
  connections: number;
  alone: Sample;
  during: Sample;
  posts: Burst;
};
/** The same request as an office's manager (scoped) and as an admin (every office), side by side. */
export type Pair = Stamp & {
  workload: string;
  connections: number;
  scoped: Sample;
  unscoped: Sample;
};
export type Result = Entry | Mixed | Pair;
export const isMixed = (r: Result): r is Mixed => r.workload === 'mixed';
export const isPair = (r: Result): r is Pair => 'scoped' in r;
/** A workload beside its bare ceiling. */
export const isEntry = (r: Result): r is Entry => !isMixed(r) && !isPair(r);

const same = (a: Result, b: Result) =>
  a.db === b.db &&
  a.rows === b.rows &&
  a.workload === b.workload &&
  a.connections === b.connections;

export const read = (file: string) =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Result[]) : [];

/** Keeps the newest result of each (database, size, workload, connections). */
export function record(file: string, results: Result[]) {
  const kept = read(file).filter((o) => !results.some((e) => same(o, e)));
  fs.writeFileSync(file, `${JSON.stringify([...kept, ...results], null, 1)}\n`);
}

export const size = (rows: number) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);
