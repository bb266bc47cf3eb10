import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEALER_COLUMNS } from '@yardfleet/domain/dealers/dealer-row';
import { EXIT_USAGE, run } from '../main';
import { runDealersImport, type DealersImportIo } from './dealers-import';

const HEADER = DEALER_COLUMNS.join(',');
const GOOD = [
  'US-IL-00001,Lakeshore Outdoor Power,authorized_dealer,1000 W Diversey Pkwy,Lakeview,Chicago,IL,60614,US,,+1 773-555-0141,sales@lakeshore.example,https://lakeshore.example,41.9325,-87.6535',
  'FR-00001,Motoculture Blaye,service_center,12 rue de la République,Blaye,Gironde,New Aquitaine,33390,FR,eu_western,+33 5 57 42 12 34,contact@motoculture-blaye.example,https://motoculture-blaye.example,45.1276,-0.6624',
  '"DE-00001","Garten- und Forsttechnik Bauer, Inh. Bauer",parts_and_service,Hauptstraße 12,Erding,Upper Bavaria,Bavaria,85435,DE,,+49 8122 123456,info@bauer.example,https://bauer.example,48.306,11.907',
];
const goodFile = `${HEADER}\n${GOOD.join('\n')}\n`;

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fake server answering `answer` (JSON) to every call, recording the calls. */
const fakeIo = (files: Record<string, string>, answer: unknown, env: Record<string, string> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const sent: Sent[] = [];
  const io: DealersImportIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readText: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    env,
  };
  return { io, out, err, sent };
};

const counts = (dryRun: boolean) => ({ code: 200, message: 'OK', entry: { dryRun, rows: 3, added: 2, updated: 1, unchanged: 0 } });
const bodyOf = (s: Sent | undefined): unknown => JSON.parse(String(s?.init.body ?? 'null'));

describe('yardfleet dealers import FILE.csv (rules 15.8)', () => {
  it('prints every issue of a bad file as "FILE: row N, column C: message", exits 1 and sends nothing', async () => {
    const bad = `${HEADER}\n${GOOD[0] ?? ''}\nUS-IL-00002,Evanston Mower,garage,1 Main St,Evanston,Cook County,IL,6020,US,,+1 847 555 0177,sales@evanston.example,https://evanston.example,42.04,-87.68\n${GOOD[0] ?? ''}\n`;
    const { io, err, sent } = fakeIo({ 'dealers.csv': bad }, counts(true));
    expect(await runDealersImport(['dealers.csv', '--token', 'secret'], io)).toBe(1);
    expect(err).toEqual([
      'dealers.csv: row 2, column category: category "garage" is not one of authorized_dealer, service_center, parts_and_service, flagship_store',
      'dealers.csv: row 2, column postcode: postcode "6020" is not a valid US postcode',
      'dealers.csv: row 3, column code: code "US-IL-00001" is already used by row 1',
      'dealers.csv: 3 issues in 2 of 3 rows; nothing sent',
    ]);
    expect(sent).toEqual([]);
  });

  it('names header problems and rows with more fields than the header, and sends nothing', async () => {
    const noLat = fakeIo({ 'd.csv': `${HEADER.replace(',lat,', ',latitude,')}\n` }, counts(true));
    expect(await runDealersImport(['d.csv', '--token', 't'], noLat.io)).toBe(1);
    expect(noLat.err.slice(0, 2)).toEqual([
      'd.csv: header, column lat: the header has no "lat" column',
      `d.csv: header: the header's column "latitude" is not one of ${DEALER_COLUMNS.join(', ')}`,
    ]);
    const wide = fakeIo({ 'd.csv': `${HEADER}\n${GOOD[0] ?? ''},extra\n` }, counts(true));
    expect(await runDealersImport(['d.csv', '--token', 't'], wide.io)).toBe(1);
    expect(wide.err[0]).toBe('d.csv: row 1: 16 fields, the header has 15');
    expect([...noLat.sent, ...wide.sent]).toEqual([]);
  });

  it('a dry run sends {dryRun: true, header, rows} with the operator token to YARDFLEET_URL and prints the counts', async () => {
    const { io, out, sent } = fakeIo({ 'd.csv': goodFile }, counts(true), { YARDFLEET_URL: 'https://yard.example/', YARDFLEET_OPERATOR_TOKEN: 'env-token' });
    expect(await runDealersImport(['d.csv', '--dry-run'], io)).toBe(0);
    expect(out).toEqual(['dry run: 3 rows, 2 to add, 1 to update, 0 unchanged; nothing written']);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://yard.example/web-hmac/ops/dealer/import');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer env-token', 'content-type': 'application/json' });
    const body = bodyOf(sent[0]) as { dryRun: boolean; header: string[]; rows: Record<string, string>[] };
    expect(body.dryRun).toBe(true);
    expect(body.header).toEqual([...DEALER_COLUMNS]);
    expect(body.rows).toHaveLength(3);
    expect(body.rows[2]).toMatchObject({ code: 'DE-00001', name: 'Garten- und Forsttechnik Bauer, Inh. Bauer', region: '' });
  });

  it('without --dry-run it imports: --url and --token win over the environment, the default server is the demo port', async () => {
    const a = fakeIo({ 'd.csv': goodFile }, counts(false), { YARDFLEET_URL: 'http://ignored.example', YARDFLEET_OPERATOR_TOKEN: 'ignored' });
    expect(await runDealersImport(['d.csv', '--url', 'http://10.0.0.5:9000', '--token', 'flag-token'], a.io)).toBe(0);
    expect(a.out).toEqual(['imported: 3 rows, 2 added, 1 updated, 0 unchanged']);
    expect(a.sent[0]?.url).toBe('http://10.0.0.5:9000/web-hmac/ops/dealer/import');
    expect(a.sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer flag-token' });
    expect((bodyOf(a.sent[0]) as { dryRun: boolean }).dryRun).toBe(false);
    const b = fakeIo({ 'd.csv': goodFile }, counts(false), { YARDFLEET_OPERATOR_TOKEN: 'x' });
    await runDealersImport(['d.csv'], b.io);
    expect(b.sent[0]?.url).toBe('http://localhost:8080/web-hmac/ops/dealer/import');
  });

  it("prints the server's per-row refusal and exits 1", async () => {
    const refusal = {
      code: 1170010001,
      message: 'Some fields are invalid',
      entry: { issues: [{ row: 2, column: 'telephone', code: 'invalid_telephone', message: 'telephone "+33 1" is not a valid FR number' }], issueCount: 1_001 },
    };
    const { io, err } = fakeIo({ 'd.csv': goodFile }, refusal, { YARDFLEET_OPERATOR_TOKEN: 't' });
    expect(await runDealersImport(['d.csv'], io)).toBe(1);
    expect(err).toEqual([
      'd.csv: row 2, column telephone: telephone "+33 1" is not a valid FR number',
      'd.csv: 1000 more issues not shown',
      'd.csv: refused by the server (1001 issues); nothing written',
    ]);
  });

  it('a refused operator token exits 2 with the way to pass the right one', async () => {
    const { io, err } = fakeIo(
      { 'd.csv': goodFile },
      { code: 1170010402, message: 'Operator token required', entry: null },
      { YARDFLEET_OPERATOR_TOKEN: 'wrong' },
    );
    expect(await runDealersImport(['d.csv'], io)).toBe(2);
    expect(err).toEqual([
      "the server refused the operator token (code 1170010402: Operator token required); pass the server's OPERATOR_TOKEN with --token or YARDFLEET_OPERATOR_TOKEN",
    ]);
  });

  it('checks a good file but sends nothing without a token; an unreachable server or an HTTP failure exits 2', async () => {
    const none = fakeIo({ 'd.csv': goodFile }, counts(true));
    expect(await runDealersImport(['d.csv', '--dry-run'], none.io)).toBe(2);
    expect(none.err[0]).toMatch(/^d\.csv: 3 rows pass; to send them, pass the server's operator token/);
    expect(none.sent).toEqual([]);
    const down = fakeIo({ 'd.csv': goodFile }, counts(true), { YARDFLEET_OPERATOR_TOKEN: 't' });
    const io: DealersImportIo = {
      ...down.io,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    };
    expect(await runDealersImport(['d.csv'], io)).toBe(2);
    expect(down.err).toEqual(['cannot reach http://localhost:8080: fetch failed']);
    const big = fakeIo(
      { 'd.csv': goodFile },
      { status: 413, message: 'Request body is too large', error: 'body_too_large' },
      { YARDFLEET_OPERATOR_TOKEN: 't' },
    );
    expect(await runDealersImport(['d.csv'], big.io)).toBe(2);
    expect(big.err).toEqual(['http://localhost:8080/web-hmac/ops/dealer/import: Code: 413, Message: Request body is too large']);
  });

  it.each([
    [[], /give exactly one FILE\.csv/],
    [['a.csv', 'b.csv'], /give exactly one FILE\.csv/],
    [['d.csv', '--force'], /Unknown option '--force'/],
    [['d.csv', '--url', 'ftp://x.example'], /--url: not an http\(s\) address: ftp:\/\/x\.example/],
  ])('usage error for %j: exit 2 with the usage, nothing sent', async (args, message) => {
    const { io, err, sent } = fakeIo({ 'd.csv': goodFile }, counts(true), { YARDFLEET_OPERATOR_TOKEN: 't' });
    expect(await runDealersImport(args, io)).toBe(2);
    expect(err.join('\n')).toMatch(message);
    expect(err.join('\n')).toContain('usage: yardfleet dealers import FILE.csv [--dry-run]');
    expect(sent).toEqual([]);
  });

  it('an unreadable file or broken CSV quoting exits 2', async () => {
    const { io, err } = fakeIo({ 'open.csv': `${HEADER}\n"unclosed,x\n` }, counts(true), { YARDFLEET_OPERATOR_TOKEN: 't' });
    expect(await runDealersImport(['missing.csv'], io)).toBe(2);
    expect(await runDealersImport(['open.csv'], io)).toBe(2);
    expect(err[0]).toMatch(/^missing\.csv: cannot read: ENOENT/);
    expect(err[1]).toMatch(/^open\.csv: not a CSV file: /);
  });

  it('yardfleet dealers <other> is a usage error; yardfleet dealers import runs with the io given to run()', async () => {
    const { io, out, err, sent } = fakeIo({ 'd.csv': goodFile }, counts(true), { YARDFLEET_OPERATOR_TOKEN: 't' });
    const runIo = { ...io, now: () => new Date(0) };
    expect(await run(['dealers', 'export'], runIo)).toBe(EXIT_USAGE);
    expect(err[0]).toMatch(/^unknown dealers command: export/);
    expect(await run(['dealers', 'import', 'd.csv', '--dry-run'], runIo)).toBe(0);
    expect(out).toEqual(['dry run: 3 rows, 2 to add, 1 to update, 0 unchanged; nothing written']);
    expect(sent).toHaveLength(1);
  });

  it('the committed demo directory (apps/server/assets/dealers) passes every local check', async () => {
    const path = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'server', 'assets', 'dealers', 'dealer-directory.csv');
    const { io, out, sent } = fakeIo({ 'dir.csv': await readFile(path, 'utf8') }, counts(true), { YARDFLEET_OPERATOR_TOKEN: 't' });
    expect(await runDealersImport(['dir.csv', '--dry-run'], io)).toBe(0);
    expect((bodyOf(sent[0]) as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1_000);
    expect(out).toHaveLength(1);
  });
});
