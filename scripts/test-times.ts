// Where a test run's time went (TEST_TIMES_FILE, written by test-times-reporter.ts): per
// project its files, its wall time (first file's start to last file's end, files of other
// projects running beside it meanwhile) and the time its files took added up; then its
// slowest files.   tsx scripts/test-times.ts <times.json> [how many slowest, default 20]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One test file's run, times in ms since the epoch. */
export type FileTime = { project: string; file: string; start: number; end: number };

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The table as Markdown: a row per project, then each project's `slowest` files. */
export function formatTimes(times: FileTime[], slowest = 20): string {
  const projects = [...new Set(times.map((t) => t.project))].sort();
  const runStart = Math.min(...times.map((t) => t.start));
  const lines = [
    '| project | files | from | to | wall | files added up |',
    '|---|---|---|---|---|---|',
  ];
  for (const p of projects) {
    const mine = times.filter((t) => t.project === p);
    const from = Math.min(...mine.map((t) => t.start));
    const to = Math.max(...mine.map((t) => t.end));
    const sum = mine.reduce((s, t) => s + t.end - t.start, 0);
    const at = (ms: number) => seconds(ms - runStart);
    lines.push(
      `| ${p} | ${mine.length} | ${at(from)} | ${at(to)} | ${seconds(to - from)} | ${seconds(sum)} |`,
    );
  }
  for (const p of projects) {
    const mine = times
      .filter((t) => t.project === p)
      .sort((a, b) => b.end - b.start - (a.end - a.start));
    lines.push('', `${p}, slowest ${Math.min(slowest, mine.length)}:`);
    for (const t of mine.slice(0, slowest)) lines.push(`- ${seconds(t.end - t.start)} ${t.file}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, n] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx scripts/test-times.ts <times.json> [slowest]');
  const times = JSON.parse(fs.readFileSync(file, 'utf8')) as FileTime[];
  process.stdout.write(`${formatTimes(times, n ? Number(n) : 20)}\n`);
}
