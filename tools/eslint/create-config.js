// @ts-check
/**
 * The shared ESLint 9 flat config of the monorepo, as a factory so that the boundary test can
 * build the very same rules against a fixture tree (tools/eslint/fixtures/repo).
 *
 * Each workspace's `lint` script is `eslint . --max-warnings 0`; ESLint finds the root
 * eslint.config.js, which calls `createConfig({ rootDir })`.
 */
import js from '@eslint/js';
import { globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './boundaries.js';
import { configFilesOutsideProjects } from './default-project-files.js';
import { kebabCasePathRule } from './kebab-case-path.js';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];

/**
 * Builds the flat config.
 * @param {{ rootDir: string, typeChecked?: boolean }} options `rootDir`: absolute repo root
 *   (boundary zones and tsconfig lookup are resolved against it). `typeChecked` (default true)
 *   turns on the type-aware rules (no-floating-promises, no-misused-promises, await-thenable);
 *   the boundary test turns it off to lint virtual files.
 * @returns {import('eslint').Linter.Config[]}
 */
export function createConfig({ rootDir, typeChecked = true }) {
  return [
    globalIgnores(
      [
        '**/node_modules/',
        '**/dist/',
        '**/storybook-static/',
        '**/coverage/',
        '**/.turbo/',
        '**/test-results/',
        '**/playwright-report/',
        '**/.data/',
        'tools/eslint/fixtures/',
        '.storybook/public/',
        'docs/',
      ],
      'yardfleet/ignores',
    ),
    { name: 'eslint/js/recommended', ...js.configs.recommended },
    ...tseslint.configs.recommended,
    importX.flatConfigs.recommended,
    importX.flatConfigs.typescript,
    {
      name: 'yardfleet/base',
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { yardfleet: { rules: { 'kebab-case-path': kebabCasePathRule(rootDir) } } },
      languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
            project: [`${rootDir}/packages/*/tsconfig.json`, `${rootDir}/apps/*/tsconfig.json`, `${rootDir}/tools/*/tsconfig.json`],
          }),
        ],
      },
      rules: {
        // Strict TypeScript, no `any`, no non-null assertions (architecture 1).
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
        // No cycles between files (architecture 1).
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
        // Noise: flags `tseslint.configs`, `React.useState` and every default export that also
        // has named exports.
        'import-x/no-named-as-default': 'off',
        'import-x/no-named-as-default-member': 'off',
        // Wrong for CommonJS packages imported from ESM (`import ts from 'typescript'` works in Node).
        'import-x/default': 'off',
        eqeqeq: ['error', 'always', { null: 'ignore' }],
        // Files and folders in kebab-case; no file longer than 300 lines (docs/architecture.md section 1).
        'yardfleet/kebab-case-path': 'error',
        'max-lines': ['error', { max: 300 }],
      },
    },
    {
      // tsc already resolves and type-checks every import of a TS file (and knows Vite's
      // `?url`/CSS imports), so these import-x checks would only repeat it more slowly.
      name: 'yardfleet/typescript-import-checks-off',
      files: TS_FILES,
      rules: {
        'import-x/no-unresolved': 'off',
        'import-x/namespace': 'off',
      },
    },
    ...(typeChecked
      ? [
          /** @type {import('eslint').Linter.Config} */ ({
            name: 'yardfleet/type-checked',
            files: TS_FILES,
            languageOptions: {
              parserOptions: {
                // Tool config files (vite.config.ts, vitest.config.ts) that a workspace keeps out
                // of its tsconfig.json get a default Node project instead of a parse error.
                projectService: {
                  allowDefaultProject: configFilesOutsideProjects(rootDir),
                  defaultProject: 'tools/eslint/tsconfig.default-project.json',
                },
                tsconfigRootDir: rootDir,
              },
            },
            rules: {
              '@typescript-eslint/no-floating-promises': 'error',
              '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
              '@typescript-eslint/await-thenable': 'error',
            },
          }),
        ]
      : []),
    {
      name: 'yardfleet/node-scripts',
      files: [...JS_FILES, 'apps/server/**', 'apps/cli/**', 'tools/**', '*.config.*', '.storybook/**'],
      languageOptions: { globals: { ...globals.node } },
    },
    {
      name: 'yardfleet/browser',
      files: ['apps/web/**', 'packages/ui/**', 'packages/data/**', '.storybook/**'],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      ...reactHooks.configs.flat.recommended,
      name: 'yardfleet/react-hooks',
      files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    },
    ...boundaryConfigs(rootDir),
  ];
}
