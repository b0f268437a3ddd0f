import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild, rebuildReason } from './web-build';

describe('the web build a start or a test run accepts', () => {
  let dir: string;
  let dist: string;
  let source: string;
  const T = Date.parse('2026-01-01T00:00:00Z') / 1000;
  /** A build as Vite leaves it, recording `mode`, written at time t (seconds). */
  const writeBuild = (mode: string, t = T) => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    const info = path.join(dist, 'build-info.json');
    fs.writeFileSync(info, JSON.stringify({ mode, builtAt: new Date(t * 1000).toISOString() }));
    fs.utimesSync(info, t, t);
  };
  const sourceAt = (t: number) => fs.utimesSync(source, t, t);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-build-'));
    dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dir, 'src'));
    source = path.join(dir, 'src', 'main.tsx');
    fs.writeFileSync(source, 'export {}');
    sourceAt(T - 60);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sources = () => [path.join(dir, 'src')];

  it('accepts a production build newer than its sources', () => {
    writeBuild('production');
    expect(rebuildReason(dist, sources())).toBeNull();
  });

  it('refuses a missing build, a build without a mode record, and a stale one', () => {
    expect(rebuildReason(dist, sources())).toBe('there is no build');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    expect(rebuildReason(dist, sources())).toBe('there is no build');
    writeBuild('production');
    sourceAt(T + 60);
    expect(rebuildReason(dist, sources())).toBe('its sources changed since');
  });

  it('rebuilds a development build (as a test run used to leave) before serving it', () => {
    writeBuild('development');
    expect(rebuildReason(dist, sources())).toBe('it is a development build');
    let builds = 0;
    const result = ensureWebBuild({
      dist,
      sources: sources(),
      build: () => {
        builds++;
        writeBuild('production', T + 120);
      },
    });
    expect(builds).toBe(1);
    expect(result).toBe('built (it is a development build)');
    expect(rebuildReason(dist, sources())).toBeNull();
  });

  it('leaves a current production build alone', () => {
    writeBuild('production');
    let called = false;
    const result = ensureWebBuild({ dist, sources: sources(), build: () => (called = true) });
    expect(result).toBe('up to date');
    expect(called).toBe(false);
  });

  it('fails when the build still does not give a production build', () => {
    writeBuild('test');
    expect(() =>
      ensureWebBuild({ dist, sources: sources(), build: () => writeBuild('test', T + 120) }),
    ).toThrow(/still not servable: it is a test build/);
  });
});
