/**
 * Proves the package boundaries (architecture 1) still bite: lints the fixture tree in
 * fixtures/repo (a miniature monorepo where each file states, in its first line, the rules it must
 * break) with the same config factory as the root eslint.config.js, and probes the real config with
 * virtual files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { createConfig } from './create-config.js';
import { WEB_SRC_ENTRIES, webLayerZones } from './web-layer-zones.js';

const FIXTURE_ROOT = join(import.meta.dirname, 'fixtures', 'repo');
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const EXPECT_LINE = /^\/\/ expect: (.*)$/;

/** The rule ids a fixture file announces in its `// expect:` first line. */
function expectedRules(file: string): string[] {
  const firstLine = readFileSync(file, 'utf8').split('\n')[0] ?? '';
  const match = EXPECT_LINE.exec(firstLine);
  if (!match?.[1]) throw new Error(`${file} lacks an "// expect:" first line`);
  return match[1] === '(nothing)' ? [] : match[1].split(',').map((rule) => rule.trim());
}

/** Lints the fixture tree once; maps each file (relative to the fixture root) to its rule ids. */
async function lintFixtures(): Promise<Map<string, string[]>> {
  const eslint = new ESLint({
    cwd: FIXTURE_ROOT,
    overrideConfigFile: true,
    overrideConfig: createConfig({ rootDir: FIXTURE_ROOT, typeChecked: false }),
  });
  const results = await eslint.lintFiles(['.']);
  return new Map(
    results.map((result) => [
      relative(FIXTURE_ROOT, result.filePath),
      [...new Set(result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`))].sort(),
    ]),
  );
}

describe('package boundaries (architecture 1) on the fixture tree', async () => {
  const reported = await lintFixtures();

  it('lints every fixture file', () => {
    expect(reported.size).toBeGreaterThanOrEqual(25);
  });

  for (const [file, rules] of reported) {
    it(`${file} reports exactly what it expects`, () => {
      expect(rules).toEqual(expectedRules(join(FIXTURE_ROOT, file)).sort());
    });
  }

  it('covers each boundary of the task with at least one breaking fixture', () => {
    const breaking = [...reported].filter(([, rules]) => rules.length > 0).map(([file]) => file);
    for (const prefix of [
      'packages/domain/src/imports-react',
      'packages/domain/src/imports-node-builtin',
      'packages/domain/src/imports-database',
      'packages/domain/src/uses-dom-global',
      'packages/contract/src/imports-fastify',
      'packages/data/src/imports-ui',
      'packages/data/src/climbs-into-web',
      'packages/ui/src/imports-data',
      'packages/ui/src/imports-contract',
      'apps/server/src/imports-data',
      'apps/cli/src/imports-ui',
      'apps/web/src/features/equipment/equipment-list',
      'packages/domain/src/cycle-a',
      'packages/domain/src/BadlyNamed',
    ]) {
      expect(breaking.some((file) => file.startsWith(prefix))).toBe(true);
    }
  });
});

describe('web layers: shared -> features -> shell -> app, testing/ for tests and stories only', async () => {
  const reported = await lintFixtures();
  const breaks = (file: string): boolean => (reported.get(file) ?? []).includes('import-x/no-restricted-paths');

  it.each([
    ['shared/imports-feature.ts', 'shared -> features'],
    ['shared/imports-shell.ts', 'shared -> shell'],
    ['shared/imports-app.ts', 'shared -> app'],
    ['shared/imports-testing.ts', 'shared -> testing'],
    ['features/equipment/equipment-list.ts', 'feature -> another feature'],
    ['features/equipment/imports-shell.ts', 'feature -> shell'],
    ['features/equipment/imports-app.ts', 'feature -> app'],
    ['features/equipment/imports-testing.ts', 'feature -> testing'],
    ['features/equipment/imports-shell.test.ts', 'a feature test -> shell'],
    ['shell/imports-app.ts', 'shell -> app'],
    ['shell/imports-testing.ts', 'shell -> testing'],
    ['app/imports-testing.ts', 'app -> testing'],
  ])('refuses %s (%s)', (file) => {
    expect(breaks(`apps/web/src/${file}`)).toBe(true);
  });

  it.each([
    ['features/equipment/equipment-filters.ts', 'feature -> shared'],
    ['features/equipment/equipment-filters.test.ts', 'a feature test -> testing'],
    ['features/equipment/equipment-filters.stories.tsx', 'a story -> testing'],
    ['shell/shell.ts', 'shell -> features, shared'],
    ['app/router.ts', 'app -> features'],
    ['testing/story-store.ts', 'testing -> app, shell, shared'],
    ['main.tsx', 'main -> app'],
  ])('allows %s (%s)', (file) => {
    expect(reported.get(`apps/web/src/${file}`)).toEqual([]);
  });

  it('generates one zone per feature against the other features', () => {
    const zones = webLayerZones(FIXTURE_ROOT).filter((zone) => zone.from === 'apps/web/src/features');
    expect(zones.map((zone) => zone.target).filter((target) => target.startsWith('apps/web/src/features/'))).toEqual([
      'apps/web/src/features/equipment',
      'apps/web/src/features/people',
    ]);
  });

  it('covers every entry of the real apps/web/src (no folder outside the layers)', () => {
    const entries = readdirSync(join(REPO_ROOT, 'apps/web/src'));
    expect(entries.filter((entry) => !WEB_SRC_ENTRIES.includes(entry))).toEqual([]);
  });
});

describe('the root eslint.config.js', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

  /** Lints `code` as if it lived at `filePath` in the real tree; returns the rule ids. */
  async function rulesAt(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, filePath) });
    return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
  }

  it.each([
    ['packages/domain/src/boundary-probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['packages/domain/src/boundary-probe.ts', "import { join } from 'node:path';\nexport const x = join;\n"],
    ['packages/contract/src/boundary-probe.ts', "import { Kysely } from 'kysely';\nexport const x = Kysely;\n"],
    ['packages/data/src/boundary-probe.ts', "import { x as y } from '@yardfleet/ui/button';\nexport const x = y;\n"],
    ['packages/ui/src/boundary-probe.tsx', "import { x as y } from '@yardfleet/data/api';\nexport const x = y;\n"],
    ['apps/server/src/boundary-probe.ts', "import { x as y } from '@yardfleet/web/main';\nexport const x = y;\n"],
    ['apps/cli/src/boundary-probe.ts', "import { x as y } from '@yardfleet/data/api';\nexport const x = y;\n"],
  ])('refuses a forbidden import in %s', async (filePath, code) => {
    expect(await rulesAt(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['apps/web/src/features/equipment/boundary-probe.ts', "import { AppShell } from '../../shell/app-shell';\nexport const x = AppShell;\n"],
    ['apps/web/src/features/equipment/boundary-probe.ts', "import { appRoutes } from '../../app/router';\nexport const x = appRoutes;\n"],
    ['apps/web/src/shell/boundary-probe.ts', "import { appRoutes } from '../app/router';\nexport const x = appRoutes;\n"],
    ['apps/web/src/shared/boundary-probe.ts', "import { AppShell } from '../shell/app-shell';\nexport const x = AppShell;\n"],
    ['apps/web/src/features/people/boundary-probe.ts', "import { scenario } from '../../testing/handlers/scenarios';\nexport const x = scenario;\n"],
  ])('refuses an import against the web layers in %s', async (filePath, code) => {
    expect(await rulesAt(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a web test import testing/', async () => {
    const code = "import { scenario } from '../../testing/handlers/scenarios';\nexport const x = scenario;\n";
    expect(await rulesAt('apps/web/src/features/people/boundary-probe.test.ts', code)).toEqual([]);
  });

  it('refuses any and non-null assertions', async () => {
    const rules = await rulesAt('packages/domain/src/boundary-probe.ts', 'export const f = (x: any): string => x!;\n');
    expect(rules).toEqual(expect.arrayContaining(['@typescript-eslint/no-explicit-any', '@typescript-eslint/no-non-null-assertion']));
  });

  it('refuses a file longer than 300 lines', async () => {
    const code = Array.from({ length: 301 }, (_, index) => `export const line${index} = ${index};`).join('\n');
    expect(await rulesAt('packages/domain/src/boundary-probe.ts', `${code}\n`)).toContain('max-lines');
  });

  it('lets the domain import its allowed libraries', async () => {
    const code = "import * as t from 'io-ts';\nimport { isRight } from 'fp-ts/lib/Either.js';\nexport const x = [t, isRight];\n";
    expect(await rulesAt('packages/domain/src/boundary-probe.ts', code)).toEqual([]);
  });
});
