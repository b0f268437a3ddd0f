// The browser workers' servers come up in the background (e2e/global-setup.ts): the web build
// first, then one server per worker. Their state is a small file: written once, by the global
// setup, when they listen (their addresses) or when that failed (why); read by every file.
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

export type ServersState = { urls: string[] } | { error: string };

/** Written whole (a rename), so a reader never sees half of it. */
export function recordServers(file: string, state: ServersState): void {
  fs.writeFileSync(`${file}.part`, JSON.stringify(state));
  fs.renameSync(`${file}.part`, file);
}

/** The servers' addresses once recorded, else null; a failed start throws its reason. */
export function readServers(file: string): string[] | null {
  if (!fs.existsSync(file)) return null;
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as ServersState;
  if ('error' in state) throw new Error(`the browser tests' servers did not start: ${state.error}`);
  return state.urls;
}

/** Waits for the servers' state to be recorded (polled: it is a file another process writes). */
export async function serversReady(file: string): Promise<string[]> {
  for (;;) {
    const urls = readServers(file);
    if (urls) return urls;
    await delay(100);
  }
}
