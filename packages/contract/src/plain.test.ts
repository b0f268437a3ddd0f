import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import * as plain from './plain';

/** The modules a file loads at run time: its imports and re-exports, less `import type`. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms);
  return [...found].map((m) => m[1]!);
}

/** Every module the file reaches at run time, relative ones by path, packages by name. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  for (const spec of runtimeImports(file)) {
    const target = spec.startsWith('.') ? path.resolve(path.dirname(file), `${spec}.ts`) : spec;
    if (seen.has(target)) continue;
    seen.add(target);
    if (spec.startsWith('.')) reachable(target, seen);
  }
  return seen;
}

describe('the plain entry (@studydesk/contract/plain)', () => {
  const entry = path.join(import.meta.dirname, 'plain.ts');

  it('loads no package at run time, zod least of all', () => {
    const modules = [...reachable(entry)];
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((m) => !path.isAbsolute(m))).toEqual([]);
  });

  it('is part of the main entry: each plain value is the same there', () => {
    for (const [name, value] of Object.entries(plain))
      expect(contract[name as keyof typeof contract], name).toBe(value);
  });
});
