import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_TEST_TIMEOUT } from '../apps/api/src/test/process';
import { chromiumEnv, findChromium, unpackNpmChromium, type ChromiumBinary } from './chromium';

describe('the Chromium the browser tests use', () => {
  let dir: string;
  const npm: ChromiumBinary = { executablePath: '/tmp/npm/chromium', from: 'npm', env: {} };
  const unpack = vi.fn(() => Promise.resolve(npm));
  const file = (name: string, mode: number) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, '#!/bin/sh\n', { mode });
    return p;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-chromium-'));
    unpack.mockClear();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is CHROMIUM_PATH when it can run', async () => {
    const env = { CHROMIUM_PATH: file('mine', 0o755), CHROMIUM_SYSTEM_PATH: file('debian', 0o755) };
    expect(await findChromium(env, unpack)).toEqual({
      executablePath: env.CHROMIUM_PATH,
      from: 'CHROMIUM_PATH',
      env: {},
    });
    expect(unpack).not.toHaveBeenCalled();
  });

  it('is the system one when CHROMIUM_PATH is unset, missing, a folder or not executable', async () => {
    const system = file('debian', 0o755);
    for (const wanted of [undefined, path.join(dir, 'missing'), dir, file('plain', 0o644)]) {
      const found = await findChromium(
        { CHROMIUM_PATH: wanted, CHROMIUM_SYSTEM_PATH: system },
        unpack,
      );
      expect(found).toMatchObject({ executablePath: system, from: 'system' });
    }
    expect(unpack).not.toHaveBeenCalled();
  });

  it('is the npm one when neither can run', async () => {
    const env = {
      CHROMIUM_PATH: path.join(dir, 'missing'),
      CHROMIUM_SYSTEM_PATH: file('x', 0o644),
    };
    expect(await findChromium(env, unpack)).toBe(npm);
    expect(unpack).toHaveBeenCalledOnce();
  });

  it(
    'unpacks the npm build once, and it runs on this machine with the libraries it brings',
    async () => {
      const first = await unpackNpmChromium();
      expect(first.from).toBe('npm');
      const version = execFileSync(first.executablePath, ['--version'], {
        env: chromiumEnv(first),
        encoding: 'utf8',
      });
      expect(version).toMatch(/^Chromium \d+\./);
      const again = await unpackNpmChromium();
      expect(again).toEqual(first);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
