import { execFileSync, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, run, type Io } from './main';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = (name: string) => join(root, 'test', 'fixtures', name);
const NOW = new Date('2026-11-22T06:00:00.000Z');

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l), readText: (p) => readFile(p, 'utf8'), now: () => NOW };
  return { io, out, err };
};

describe('yardfleet check-passwords <file> (rules 5.2)', () => {
  it('prints each line with its verdict and reason code, and exits 1 when any fails', async () => {
    const { io, out, err } = capture();
    expect(await run(['check-passwords', fixture('passwords.txt')], io)).toBe(EXIT_FAILED);
    expect(out).toEqual([
      'line 1: ok',
      'line 2: fail password_length (8 to 16 characters)',
      'line 3: fail password_composition',
      'line 4: fail password_invalid_character',
      'line 5: ok',
    ]);
    expect(err).toEqual(['2 of 5 passwords pass the password rule (rules 5.2)']);
  });

  it('never prints the passwords themselves', async () => {
    const { io, out } = capture();
    await run(['check-passwords', fixture('passwords.txt')], io);
    expect(out.join('\n')).not.toContain('Mow2026');
  });

  it.each([['passwords-good.txt'], ['passwords-crlf.txt']])('exits 0 when every line of %s passes (LF or CRLF)', async (file) => {
    const { io, out } = capture();
    expect(await run(['check-passwords', fixture(file)], io)).toBe(EXIT_OK);
    expect(out).toEqual(['line 1: ok', 'line 2: ok']);
  });

  it('a missing file or argument is a usage error', async () => {
    const a = capture();
    expect(await run(['check-passwords', fixture('nope.txt')], a.io)).toBe(EXIT_USAGE);
    expect(a.err[0]).toMatch(/ENOENT/);
    const b = capture();
    expect(await run(['check-passwords'], b.io)).toBe(EXIT_USAGE);
  });
});

describe('yardfleet inventory-status (inventory by geofence, rules 4.2)', () => {
  const expected = [
    'id\tstatus\twarehouse',
    'mower-1\tin_warehouse\tUtrecht depot',
    'trimmer-7\tout_for_work\t-',
    'blower-3\tin_warehouse\tNaperville yard',
    'saw-9\tlocation_unknown\t-',
  ];

  it.each([
    ['CSV', 'warehouses.csv', 'positions.csv'],
    ['JSON', 'warehouses.json', 'positions.json'],
    ['mixed', 'warehouses.json', 'positions.csv'],
  ])('reads %s and prints each position with its status and warehouse', async (_name, w, p) => {
    const { io, out } = capture();
    expect(await run(['inventory-status', '--warehouses', fixture(w), '--positions', fixture(p)], io)).toBe(EXIT_OK);
    expect(out).toEqual(expected);
  });

  it('--now moves the 24 h location-unknown window', async () => {
    const { io, out } = capture();
    await run(['inventory-status', '--warehouses', fixture('warehouses.csv'), '--positions', fixture('positions.csv'), '--now', '2026-11-20T06:00:00Z'], io);
    expect(out[4]).toBe('saw-9\tin_warehouse\tDenver, north bay');
  });

  it('reports every bad row and exits 2', async () => {
    const { io, out, err } = capture();
    expect(await run(['inventory-status', '--warehouses', fixture('warehouses.csv'), '--positions', fixture('positions-bad.csv')], io)).toBe(EXIT_USAGE);
    expect(out).toEqual([]);
    expect(err).toEqual([
      `${fixture('positions-bad.csv')}: row 2: id is required`,
      `${fixture('positions-bad.csv')}: row 2: lat must be -90..90 and lng -180..180`,
      `${fixture('positions-bad.csv')}: row 3: lat must be -90..90 and lng -180..180`,
    ]);
  });

  it.each([
    [['inventory-status', '--warehouses', 'w.csv']],
    [['inventory-status', '--warehouses', 'w.csv', '--positions', 'p.csv', '--now', 'soon']],
    [['inventory-status', '--bogus', 'x']],
    [['sim']],
    [[]],
  ])('%j is a usage error', async (argv) => {
    expect(await run(argv, capture().io)).toBe(EXIT_USAGE);
  });
});

describe('the built yardfleet binary', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: root });
  }, 60_000);

  it('runs check-passwords from dist/yardfleet.js with the exit code', () => {
    const r = spawnSync(process.execPath, [join(root, 'dist', 'yardfleet.js'), 'check-passwords', fixture('passwords.txt')], { encoding: 'utf8' });
    expect(r.status).toBe(EXIT_FAILED);
    expect(r.stdout.split('\n')[1]).toBe('line 2: fail password_length (8 to 16 characters)');
  });

  it('runs inventory-status from dist/yardfleet.js', () => {
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'dist', 'yardfleet.js'),
        'inventory-status',
        '--warehouses',
        fixture('warehouses.csv'),
        '--positions',
        fixture('positions.json'),
        '--now',
        NOW.toISOString(),
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(EXIT_OK);
    expect(r.stdout).toContain('mower-1\tin_warehouse\tUtrecht depot');
  });
});
