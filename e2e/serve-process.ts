import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const TSX = createRequire(import.meta.url).resolve('tsx');
const ENTRY = path.join(import.meta.dirname, 'serve-entry.ts');

export type ServedProcess = { url: string; close: () => Promise<void> };

/**
 * StudyDesk on a fresh database in a child process (e2e/serve-entry.ts). Each browser worker
 * gets one: in the test run's own process, both servers shared one thread, and one worker's
 * import or report held the other's pages. Resolves once the child prints its address.
 */
export function serveInProcess(): Promise<ServedProcess> {
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], {
    env: process.env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const close = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, close });
    });
    child.once('close', (code) => reject(new Error(`the e2e server exited (${code}): ${out}`)));
  });
}
