/**
 * The engines check (tools/ci/engines.mjs, decision 0013) on a miniature repository: a root that
 * promises Node >=20.19, packages at the root, nested and in a workspace, one linked workspace.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEngines, enginesViolations, installedPackages, promisedNode } from './engines.mjs';

let root = '';

/** Writes `dir/package.json` (dir relative to the fixture root). */
const manifest = (dir: string, content: Record<string, unknown>): void => {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify(content));
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'yf-engines-'));
  manifest('.', { name: 'fixture', private: true, engines: { node: '>=20.19' }, workspaces: ['apps/*'] });
  manifest('node_modules/old-enough', { name: 'old-enough', version: '1.0.0', engines: { node: '>=18' } });
  manifest('node_modules/no-engines', { name: 'no-engines', version: '1.0.0' });
  manifest('node_modules/array-engines', { name: 'array-engines', version: '0.1.0', engines: ['node >= 0.4'] });
  manifest('node_modules/@scope/needs-22', { name: '@scope/needs-22', version: '3.1.0', engines: { node: '>=22' } });
  manifest('node_modules/old-enough/node_modules/nested-ok', { name: 'nested-ok', version: '2.0.0', engines: { node: '^20.19.0 || >=22.12.0' } });
  manifest('node_modules/old-enough/node_modules/nested-late', { name: 'nested-late', version: '2.0.0', engines: { node: '>=20.20' } });
  manifest('apps/server', { name: '@fixture/server', version: '0.1.0', engines: { node: '>=99' } });
  manifest('apps/server/node_modules/workspace-dep', { name: 'workspace-dep', version: '0.29.9', engines: { node: '>=22.0.0' } });
  mkdirSync(join(root, 'node_modules', '@fixture'));
  symlinkSync(join(root, 'apps', 'server'), join(root, 'node_modules', '@fixture', 'server'), 'dir');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('engines check', () => {
  it('reads the promised minimum from the root package.json', () => {
    expect(promisedNode(root)).toEqual({ range: '>=20.19', minimum: '20.19.0' });
  });

  it('finds root, scoped, nested and workspace packages once, not the linked workspace itself', () => {
    const dirs = installedPackages(root)
      .map((item) => item.dir)
      .sort();
    expect(dirs).toEqual([
      join('apps', 'server', 'node_modules', 'workspace-dep'),
      join('node_modules', '@scope', 'needs-22'),
      join('node_modules', 'array-engines'),
      join('node_modules', 'no-engines'),
      join('node_modules', 'old-enough'),
      join('node_modules', 'old-enough', 'node_modules', 'nested-late'),
      join('node_modules', 'old-enough', 'node_modules', 'nested-ok'),
    ]);
  });

  it('lists exactly the packages whose engines.node excludes the minimum', () => {
    const names = enginesViolations(installedPackages(root), '20.19.0').map((item) => `${item.name}@${item.version} ${item.nodeRange}`);
    expect(names.sort()).toEqual(['@scope/needs-22@3.1.0 >=22', 'nested-late@2.0.0 >=20.20', 'workspace-dep@0.29.9 >=22.0.0']);
  });

  it('fails on the fixture and passes on the same tree once the offenders are gone', () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      expect(checkEngines(root)).toBe(1);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('workspace-dep@0.29.9 (apps/server/node_modules/workspace-dep): engines.node ">=22.0.0"');
    for (const dir of ['node_modules/@scope', 'node_modules/old-enough/node_modules/nested-late', 'apps/server/node_modules']) {
      rmSync(join(root, dir), { recursive: true });
    }
    expect(checkEngines(root)).toBe(0);
  });
});
