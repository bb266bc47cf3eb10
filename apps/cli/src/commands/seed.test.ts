import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, run, type Io } from '../main';
import { repoRootFrom, seedProgram } from './seed';

const collect = (): { io: Io; out: string[]; err: string[] } => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { out: (l) => out.push(l), err: (l) => err.push(l), readText: async () => '', now: () => new Date(), env: { DATABASE_URL: undefined } },
    out,
    err,
  };
};

describe('yardfleet seed (rules 21.14)', () => {
  const dirs: string[] = [];
  const temp = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'yf-cli-seed-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('prints its usage with --help', async () => {
    const { io, out } = collect();
    expect(await run(['seed', '--help'], io)).toBe(EXIT_OK);
    expect(out.join('\n')).toMatch(/^usage: yardfleet seed --scale N \[--database-url URL \| --data-dir DIR\]/);
  });

  it('runs the server source through tsx from the sources, and asks for a server build from the bundle', () => {
    const root = repoRootFrom(import.meta.dirname);
    const fromSource = seedProgram(pathToFileURL(join(root, 'apps', 'cli', 'src', 'main.ts')).href, '/usr/bin/node');
    expect(fromSource).toEqual({
      command: '/usr/bin/node',
      args: [
        '--import',
        pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href,
        join(root, 'apps', 'server', 'src', 'seed', 'scale', 'main.ts'),
      ],
    });
    const fake = temp();
    writeFileSync(join(fake, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
    mkdirSync(join(fake, 'apps', 'cli', 'dist'), { recursive: true });
    expect(() => seedProgram(pathToFileURL(join(fake, 'apps', 'cli', 'dist', 'yardfleet.js')).href)).toThrow(
      /seed-scale\.js is missing: build the server first/,
    );
  });

  it('seeds an empty PGlite folder (the demo first, then its company), prints progress and counts, refuses a second run and bad flags', async () => {
    const dataDir = temp();
    const flags = ['--scale', '60', '--warehouses', '5', '--tags', '12', '--report-days', '2', '--data-dir', dataDir];
    const first = collect();
    expect(await run(['seed', ...flags], first.io)).toBe(EXIT_OK);
    expect(first.err).toContain('seed: the database had no accounts: seeded the demo first');
    expect(first.err.some((l) => /^seed reports: done, [\d,]+ rows in \d+s \([\d,]+ rows\/s\)$/.test(l))).toBe(true);
    expect(first.out[0]).toMatch(/^Seeded Greenway Grounds Care on PGlite at .+ in [\d.]+ s$/);
    expect(first.out).toContain('Log in as admin@demo.yardfleet.test (password Demo1234)');
    expect(first.out.find((l) => l.trim().startsWith('equipment '))?.trim()).toMatch(/^equipment\s+228$/);

    const second = collect();
    expect(await run(['seed', ...flags], second.io)).toBe(EXIT_FAILED);
    expect(second.err.join('\n')).toMatch(/Greenway Grounds Care \(admin@demo\.yardfleet\.test\) was scale-seeded already \(228 machines\)/);

    const bad = collect();
    expect(await run(['seed', '--scale', 'many', '--data-dir', dataDir], bad.io)).toBe(EXIT_USAGE);
    expect(bad.err).toEqual(['--scale must be a whole number from 1 to 1,000,000 (got many)']);
  }, 300_000);
});
