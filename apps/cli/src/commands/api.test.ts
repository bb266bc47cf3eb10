import { describe, expect, it } from 'vitest';
import { runApi, type ApiIo } from './api';

interface Sent {
  readonly url: string;
  readonly init: { readonly method: string; readonly headers: Record<string, string>; readonly body?: string };
}

const MACHINE = {
  id: '7b0e4a52-1c1f-4c55-9d63-2d9a9f0f7e01',
  name: 'Mower 1',
  pictureUrl: null,
  serialNumber: 'SN-0001',
  category: 'mower',
  modelNumber: 'M-1',
  inventoryStatus: 'in_warehouse',
  tags: [],
  onlineStatus: 'online',
  lastSeenAt: '2026-11-29T10:00:00.000Z',
  serviceDue: null,
  activity: 'idle',
  errorCode: null,
};

/** A stand-in server answering `answer()` to every call (a unit test of the command; tools/e2e drives the real one). */
const fakeIo = (answer: () => Response, env: Record<string, string> = { YARDFLEET_API_KEY: 'yf_live_test' }) => {
  const out: string[] = [];
  const err: string[] = [];
  const sent: Sent[] = [];
  const files = new Map<string, string>();
  const io: ApiIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    fetch: async (url, init) => {
      sent.push({ url, init });
      return answer();
    },
    writeFile: async (path, bytes) => {
      files.set(path, new TextDecoder().decode(bytes));
    },
    writeOut: (bytes) => out.push(new TextDecoder().decode(bytes)),
    env,
  };
  return { io, out, err, sent, files };
};

const envelope = (entry: unknown, code = 200) =>
  new Response(JSON.stringify({ code, message: code === 200 ? 'ok' : 'refused', entry }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('yardfleet api', () => {
  it('lists a page of equipment with the key from YARDFLEET_API_KEY, one machine a line', async () => {
    const f = fakeIo(() => envelope({ items: [MACHINE], total: 41, totalCapped: false, page: 2, pageSize: 20 }));
    const code = await runApi(['equipment', '--page', '2', '--status', 'in_warehouse', '--url', 'http://127.0.0.1:9999'], f.io);
    expect(f.err).toEqual([]);
    expect(code).toBe(0);
    expect(f.sent[0]?.url).toBe('http://127.0.0.1:9999/web-hmac/web/equipment/list');
    expect(f.sent[0]?.init.headers.authorization).toBe('Bearer yf_live_test');
    expect(JSON.parse(f.sent[0]?.init.body ?? '{}')).toMatchObject({ page: 2, pageSize: 20, inventoryStatus: 'in_warehouse' });
    expect(f.out).toEqual([
      'serial number\tname\tcategory\tinventory status\tonline status\tlast seen',
      'SN-0001\tMower 1\tmower\tin_warehouse\tonline\t2026-11-29T10:00:00.000Z',
      'page 2 of 3 (41 machines)',
    ]);
  });

  it('says when a filtered list stopped counting', async () => {
    const f = fakeIo(() => envelope({ items: [MACHINE], total: 1000, totalCapped: true, page: 1, pageSize: 20 }));
    expect(await runApi(['equipment', '--status', 'in_warehouse', '--url', 'http://127.0.0.1:9999'], f.io)).toBe(0);
    expect(f.out.at(-1)).toBe('page 1 of the first 50 (more than 1000 machines; narrow the filters to see the rest)');
  });

  it('refuses without a key or with a bad option, sending nothing (exit 2)', async () => {
    const none = fakeIo(() => envelope(null), {});
    expect(await runApi(['equipment'], none.io)).toBe(2);
    expect(none.err.join('\n')).toMatch(/YARDFLEET_API_KEY/);
    const bad = fakeIo(() => envelope(null));
    expect(await runApi(['equipment', '--page-size', '500'], bad.io)).toBe(2);
    expect(bad.err.join('\n')).toMatch(/PageSize/);
    expect([...none.sent, ...bad.sent]).toHaveLength(0);
  });

  it("says the server's refusal with its code (a revoked key: 1401), exit 1", async () => {
    const f = fakeIo(() => envelope(null, 1401));
    expect(await runApi(['equipment'], f.io)).toBe(1);
    expect(f.err.join('\n')).toMatch(/refused: 1401/);
  });

  it("writes a report export to the server's file name, or to standard output with --out -", async () => {
    const csv = () =>
      new Response('Serial number,Runtime (h)\nSN-0001,12.5\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="usage-2026-11-01-2026-11-28.csv"' },
      });
    const f = fakeIo(csv);
    expect(await runApi(['report', 'usage', '--from', '2026-11-01', '--to', '2026-11-28'], f.io)).toBe(0);
    expect(JSON.parse(f.sent[0]?.init.body ?? '{}')).toEqual({
      kind: 'usage',
      period: { from: '2026-11-01', to: '2026-11-28' },
      filters: { tagId: null, category: null, warehouseId: null },
      format: 'csv',
    });
    expect(f.files.get('usage-2026-11-01-2026-11-28.csv')).toBe('Serial number,Runtime (h)\nSN-0001,12.5\n');
    const piped = fakeIo(csv);
    expect(await runApi(['report', 'usage', '--from', '2026-11-01', '--to', '2026-11-28', '--out', '-'], piped.io)).toBe(0);
    expect(piped.out.join('')).toContain('SN-0001,12.5');
  });

  it('refuses a day that does not exist before calling', async () => {
    const f = fakeIo(() => envelope(null));
    expect(await runApi(['report', 'usage', '--from', '2026-02-30', '--to', '2026-03-01'], f.io)).toBe(2);
    expect(f.sent).toHaveLength(0);
  });
});
