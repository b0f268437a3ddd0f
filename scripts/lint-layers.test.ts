import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer and cycle rules are only worth having if they fail: each case lints a real file of
// the tree with one import added that breaks the rule, and expects the rule's error.
const root = path.resolve(import.meta.dirname, '..');
// The rules under test read imports and syntax, never types: run only them, without the typed
// lint's TypeScript program (most of this file's time when it was built for each case).
const RULES = new Set([
  'import-x/no-cycle',
  'import-x/no-restricted-paths',
  'no-restricted-syntax',
  'no-restricted-imports',
]);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function rulesHit(file: string, extraImport: string): Promise<string[]> {
  const abs = path.join(root, file);
  const text = `${extraImport}\n${fs.readFileSync(abs, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: abs });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const LINT_TIMEOUT = 600_000; // only bounds a failure: a typed lint of one file on a busy machine

describe('lint layers', () => {
  it(
    'refuses a web component that imports a feature',
    async () => {
      const hit = await rulesHit(
        'apps/web/src/components/empty-state.tsx',
        "import '../features/dashboard/dashboard-page';",
      );
      expect(hit).toContain('import-x/no-restricted-paths');
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses an API plugin that imports a module',
    async () => {
      const hit = await rulesHit(
        'apps/api/src/plugins/auth.ts',
        "import '../modules/users/sessions';",
      );
      expect(hit).toContain('import-x/no-restricted-paths');
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses SQL in an API route file: a statement built, or Kysely imported',
    async () => {
      const file = 'apps/api/src/modules/contacts/contacts.callbacks.routes.ts';
      const built =
        "export const probe = (db: { selectFrom: (t: string) => unknown }) => db.selectFrom('contacts');";
      expect(await rulesHit(file, built)).toContain('no-restricted-syntax');
      expect(await rulesHit(file, "import { sql } from 'kysely';")).toContain(
        'no-restricted-imports',
      );
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses an import circle',
    async () => {
      // repository.ts imports reads.ts; reads.ts importing it back closes a circle.
      const hit = await rulesHit('apps/api/src/lib/crud/reads.ts', "import './repository';");
      expect(hit).toContain('import-x/no-cycle');
    },
    LINT_TIMEOUT,
  );

  it(
    'accepts the files as they are',
    async () => {
      const hit = await rulesHit('apps/web/src/components/empty-state.tsx', '');
      expect(hit).not.toContain('import-x/no-restricted-paths');
      expect(hit).not.toContain('import-x/no-cycle');
    },
    LINT_TIMEOUT,
  );
});
