import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const API = path.resolve(import.meta.dirname, '../..');
/** The entry points the tests run as processes (process.ts `runEntry`). */
const ENTRIES = ['server.ts', 'ops/admin.ts', 'ops/backup.ts', 'ops/restore.ts'];
const PREFIX = '.test-entries-';

/**
 * Packages stay where npm put them (native addons, files read beside their code); only the
 * API's own source and the workspace contract are bundled.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) =>
      a.path.startsWith('@studydesk/') ? undefined : { path: a.path, external: true },
    );
  },
};

/** Whether the process that built a folder of entries is gone (a worker killed mid-run). */
function orphaned(name: string): boolean {
  const pid = Number(name.slice(PREFIX.length));
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Removes the folders of test processes that have ended (a worker's exit does not always run). */
export function removeEndedEntries(): void {
  for (const old of fs.readdirSync(API).filter((f) => f.startsWith(PREFIX)))
    if (orphaned(old)) fs.rmSync(path.join(API, old), { recursive: true, force: true });
}

let built: Promise<string> | undefined;
/** The folder once built in this process: `runEntry` starts children from it. */
export let entriesReady: string | undefined;

/**
 * The API's entry points bundled once per test process, in a folder of their own beside `src/`
 * (at the same depth, so paths the code takes from its own folder still lead where they should),
 * removed when the process ends. Each test that starts a server or an operator command would
 * otherwise have tsx compile the whole app again in the child, about twice the CPU of a start
 * from the bundle (docs/DECISIONS.md, "Child processes from one bundle").
 */
export function entryBundle(): Promise<string> {
  built ??= (async () => {
    removeEndedEntries();
    const outdir = path.join(API, `${PREFIX}${process.pid}`);
    process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
    await build({
      entryPoints: ENTRIES.map((e) => path.join(API, 'src', e)),
      outbase: path.join(API, 'src'),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      plugins: [packagesOutside],
      // the code's CommonJS dependencies call require() from an ES module
      banner: {
        js: "import{createRequire as __entryRequire}from'node:module';const require=__entryRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    entriesReady = outdir;
    return outdir;
  })();
  return built;
}

/** The bundled file for an entry such as `ops/backup.ts`. */
export const bundledEntry = (dir: string, entry: string) =>
  path.join(dir, entry.replace(/\.ts$/, '.mjs'));
