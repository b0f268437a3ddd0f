import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const web = 'apps/web/src';
const api = 'apps/api/src';
/** A layer may import the layers after it, never those before it. */
const layers = (root, order) =>
  order.slice(1).map((target, i) => ({
    target: `${root}/${target}`,
    from: order.slice(0, i + 1).map((upper) => `${root}/${upper}`),
    message: `${target} sits below ${order.slice(0, i + 1).join(', ')}: import downwards only`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/api/.test-entries-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/prefer-nullish-coalescing': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    // Tests build the whole app from any folder; the layers are the app's own code.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too (the default parses .js only, and no-cycle
      // would then see no circle through a .ts file).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers(web, ['app', 'layout', 'features', 'components', 'lib']),
            ...layers(api, ['app.ts', 'modules', 'plugins']),
            {
              target: `${api}/lib`,
              from: [`${api}/app.ts`, `${api}/modules`],
              message: 'lib imports no module',
            },
            {
              target: `${api}/db/*.ts`,
              from: [`${api}/app.ts`, `${api}/modules`, `${api}/plugins`, `${api}/lib`],
              message: 'db sits at the bottom: import downwards only',
            },
            // Migrations may use lib's pure helpers (search terms), never a module.
            {
              target: `${api}/db/migrations`,
              from: [`${api}/app.ts`, `${api}/modules`, `${api}/plugins`],
              message: 'migrations import no module',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes call services and repositories: a statement built in a route file cannot be reused,
    // tested apart or scoped to offices where the queries are built.
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/lib/crud/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'No SQL in route files: call a service or repository' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'No SQL in route files: call a service or repository',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['e2e/**', 'bench/**', 'scripts/**', '**/*.test.{ts,tsx}', '**/test/**'],
    // expect.any() and friends are typed `any` by design.
    rules: { 'no-console': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
