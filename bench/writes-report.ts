import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bareCheckpointer } from './baseline-write';
import { writeSection } from './lib';
import type { Db } from './write-servers';

export type PostRow = { ratio: number; line: string };
export type StreamRow = {
  name: string;
  p99: number;
  received: number;
  expected: number;
  line: string;
};
const out = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');
const NAMES: Record<Db, string> = { sqlite: 'SQLite (WAL)', postgres: 'PostgreSQL' };
/** The write path's targets. */
const POST_RATIO = 0.5;
const STREAM_P99_MS = 100;

/** The stream clients and the server's connections each take a file descriptor. */
export function enoughFiles(clients: number) {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isFinite(limit) && limit < clients + 200)
    throw new Error(
      `${clients} stream clients need more open files: run \`ulimit -n ${clients + 1000}\` first (now ${limit})`,
    );
}

/** Where each server's SQLite checkpoints run (the app's in a worker thread since 2026-11-26). */
const checkpoints = () =>
  bareCheckpointer()
    ? " Both servers' WAL checkpoints run in the same checkpointer, a worker thread of each one's process (`apps/api/src/db/sqlite-checkpointer.ts`, counted in its CPU), so the bare insert is the fair ceiling (`BENCH_BARE_CHECKPOINTER=0` leaves the bare insert's checkpoints inside its commits, as SQLite does by default)."
    : " StudyDesk's WAL checkpoints run in a worker thread of its process (counted in its CPU); the bare insert's inside its commits, as SQLite does by default (`BENCH_BARE_CHECKPOINTER=0`: the ratio reads higher than with the same checkpointer, the default).";

export function writePost(db: Db, command: string, rows: PostRow[]) {
  const worst = Math.min(...rows.map((r) => r.ratio));
  writeSection(
    out,
    `Enquiry submissions: POST throughput, ${NAMES[db]}`,
    [
      `Command: ${command}`,
      `Public form submissions (\`POST /api/enquiries\`, no session) beside a bare Fastify that does one prepared insert into the same table; each server in a process of its own, on its own copy of a ${NAMES[db]} database holding the given number of enquiries when the run starts (each with its search terms, status change and history record), both opened with the same settings; ${os.cpus().length} cores shared by the servers, the database and the load generator. StudyDesk's POST counts the hit against the per-IP limit (kept in the database), validates, numbers the enquiry, looks for a duplicate from the same e-mail or mobile in the last 24 h, and writes the enquiry, its search terms, status change, history record and event atomically, then delivers the event; submissions arriving together are written together. 10 connections; 3 alternating rounds of 5 s; medians. CPU is the server process's own per request answered (on PostgreSQL the database's work is in its own processes, not counted). RSS is the server process's resident memory idle (after a GC) / its peak under the load, MB.${db === 'sqlite' ? checkpoints() : ''}`,
      '',
      '| enquiries at start | StudyDesk req/s | p99 ms | bare req/s | p99 ms | ratio | server CPU µs per request, StudyDesk / bare | StudyDesk RSS idle / load, MB | bare RSS idle / load, MB |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => r.line),
      '',
      `Target: StudyDesk at least ${POST_RATIO} of the bare insert's throughput at every size: **${worst >= POST_RATIO ? 'met' : `not met (lowest ${worst.toFixed(2)})`}**.`,
    ].join('\n'),
  );
}

export function writeStream(
  command: string,
  rows: StreamRow[],
  s: { clients: number; posts: number; enquiries: number },
) {
  const ours = rows.filter((r) => r.name.startsWith('StudyDesk'));
  const met = ours.every((r) => r.p99 <= STREAM_P99_MS && r.received === r.expected);
  writeSection(
    out,
    `Live events: ${s.clients.toLocaleString('en')} stream clients`,
    [
      `Command: ${command}`,
      `${s.clients} clients on \`GET /api/enquiries/stream\`, each with a session of its own, held open from a separate process (the bench runner); then ${s.posts} enquiries posted one after another, each once every client has the previous one (${s.enquiries.toLocaleString('en')} enquiries in the database). Latency is from sending the POST to each client receiving its event (${s.clients * s.posts} samples). The baseline inserts with one prepared statement and writes the event to in-memory clients. Memory of the server process after a GC: before the clients connect, with them connected and idle, and its peak while delivering (MB); per client is the idle growth over the clients.`,
      '',
      '| target | p50 ms | p99 ms | events received | RSS before | RSS idle | RSS delivering | RSS per client KB | heap per client KB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => r.line),
      '',
      `Target: delivery p99 ≤ ${STREAM_P99_MS} ms with every event received: **${met ? 'met' : 'not met'}**.`,
    ].join('\n'),
  );
}
