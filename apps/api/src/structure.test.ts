import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the API's structure that no import rule can see, checked on the source itself: a
 * file breaking one is named, with the line.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

/** Every app source file (tests excluded), as its path under src/ and its lines. */
const sources = () =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`test${path.sep}`))
    .map((f) => ({
      file: f.split(path.sep).join('/'),
      lines: fs.readFileSync(path.join(root, f), 'utf8').split('\n'),
    }));

/** `file:line` of every line matching `pattern` in the files `where` accepts. */
const offenders = (pattern: RegExp, where: (file: string) => boolean) =>
  sources()
    .filter((s) => where(s.file))
    .flatMap((s) => s.lines.flatMap((l, i) => (pattern.test(l) ? [`${s.file}:${i + 1}`] : [])));

describe('the API structure', () => {
  it('writes mail to the outbox only in modules/mail/outbox.ts, so every mail is queued one way', () => {
    const outboxInsert = /insertInto\(\s*['"`]outbox\b|insert\s+into\s+"?outbox\b/i;
    expect(offenders(outboxInsert, (f) => f !== 'modules/mail/outbox.ts')).toEqual([]);
    // The rule sees the one place that does write it (a pattern that matched nothing would pass).
    expect(offenders(outboxInsert, (f) => f === 'modules/mail/outbox.ts').length).toBeGreaterThan(
      0,
    );
  });

  it('registers routes only through the module list, so app.ts names no routes file', () => {
    const routesImport = /from '\.\/modules\/.*\.routes'/;
    expect(offenders(routesImport, (f) => f === 'app.ts')).toEqual([]);
  });

  it('builds no query in a routes file: routes call services and repositories', () => {
    const query = /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^>]*>)?`/;
    const isRoutes = (f: string) => /routes[^/]*\.ts$/.test(f);
    expect(offenders(query, isRoutes)).toEqual([]);
    // The pattern does find queries where they belong (one that matched nothing would pass).
    expect(offenders(query, (f) => f.endsWith('.repository.ts')).length).toBeGreaterThan(0);
  });
});
