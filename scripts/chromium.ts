import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The Chromium the browser tests and the Lighthouse bench drive, and how to start it. */
export type ChromiumBinary = {
  executablePath: string;
  from: 'CHROMIUM_PATH' | 'system' | 'npm';
  /** Added to the browser's environment (the npm build's own libraries). */
  env: Record<string, string>;
};

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The first Chromium that can run: `CHROMIUM_PATH`, then Debian's `/usr/bin/chromium`
 * (`CHROMIUM_SYSTEM_PATH` stands in for it in tests), then the build that the npm package
 * `@sparticuz/chromium` ships, unpacked once. A machine with Node and the npm registry runs the
 * browser tests; none is ever skipped.
 */
export async function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  unpack: () => Promise<ChromiumBinary> = unpackNpmChromium,
): Promise<ChromiumBinary> {
  const wanted = env.CHROMIUM_PATH;
  if (wanted && isExecutable(wanted))
    return { executablePath: wanted, from: 'CHROMIUM_PATH', env: {} };
  const system = env.CHROMIUM_SYSTEM_PATH ?? SYSTEM_CHROMIUM;
  if (isExecutable(system)) return { executablePath: system, from: 'system', env: {} };
  return unpack();
}

/** The environment to start `binary` in: this process's, plus what the binary needs. */
export function chromiumEnv(binary: ChromiumBinary): Record<string, string | undefined> {
  return { ...process.env, ...binary.env };
}

const PACKAGE = '@sparticuz/chromium';

/**
 * Unpacks the package's Chromium (a headless shell built for Amazon Linux, about 4 s) into
 * `<tmp>/studydesk-chromium-<version>-<uid>`, once per version: into a fresh folder first, renamed
 * when complete, so an interrupted or concurrent run never leaves a half-written binary that a
 * later one would start. Its own NSS, NSPR and expat (the only libraries it needs beyond glibc)
 * come along, for a machine without them.
 */
export async function unpackNpmChromium(): Promise<ChromiumBinary> {
  const entry = createRequire(import.meta.url).resolve(PACKAGE);
  const root = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = path.join(os.tmpdir(), `studydesk-chromium-${version}-${os.userInfo().uid}`);
  if (!isExecutable(path.join(dir, 'chromium'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await unpackInto(dir, root);
  }
  const libs = path.join(dir, 'al2023', 'lib');
  const env: Record<string, string> = {
    LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
  };
  // Its fonts (Open Sans) only where the machine has no fontconfig of its own: otherwise pages
  // render in the same fonts as with Debian's Chromium.
  if (!fs.existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = path.join(dir, 'fonts');
  return { executablePath: path.join(dir, 'chromium'), from: 'npm', env };
}

async function unpackInto(dir: string, root: string): Promise<void> {
  const { default: chromium, inflate } = await import('@sparticuz/chromium');
  const partial = fs.mkdtempSync(`${dir}.partial-`);
  // The package unpacks into os.tmpdir(), which it reads synchronously when each unpacking
  // starts: pointing TMPDIR at the fresh folder for those calls sends everything there.
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = partial;
  let unpacking: Promise<string>[];
  try {
    unpacking = [chromium.executablePath(), inflate(path.join(root, 'bin', 'al2023.tar.br'))];
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
  try {
    const [exe] = await Promise.all(unpacking);
    if (exe !== path.join(partial, 'chromium')) throw new Error(`${PACKAGE} unpacked to ${exe}`);
    fs.renameSync(partial, dir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another run finished first: its complete copy serves.
    if (!isExecutable(path.join(dir, 'chromium'))) throw err;
  }
}
