import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { BindAppGatewayRequest } from '@yardfleet/contract/endpoints/app-gateway';
import { DEVICE_HEADER, GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { parseSimOptions, runSim, type SimOptions } from './sim';

const WAREHOUSES = [
  {
    id: '6f1f6f5e-0000-4000-8000-0000000000d1',
    name: 'Depot South',
    address: '',
    location: { lat: 41.8243, lng: -87.6645 },
    radius: 200,
    linkedGatewayCount: 0,
  },
  {
    id: '6f1f6f5e-0000-4000-8000-0000000000d2',
    name: 'Depot North',
    address: '',
    location: { lat: 41.9302, lng: -87.6842 },
    radius: 200,
    linkedGatewayCount: 1,
  },
  { id: '6f1f6f5e-0000-4000-8000-0000000000d3', name: 'Yard West', address: '', location: { lat: 41.8801, lng: -87.8012 }, radius: 300, linkedGatewayCount: 0 },
];
/** A fixed app gateway the company already has at Depot North (its own tablet). */
const OWN_TABLET = {
  id: '6f1f6f5e-0000-4000-8000-0000000000a1',
  kind: 'app_gateway_fixed',
  model: 'Galaxy Tab Active5 (SM-X306B)',
  serialNumber: 'R52W12ABC34',
  firmwareVersion: 'X306BXXU3BYE1',
  subDeviceCount: 0,
  connectedDeviceCount: 0,
  location: null,
  place: { warehouseId: WAREHOUSES[1]?.id, name: 'Depot North' },
  lastConnectedAt: null,
  onlineStatus: 'offline',
  resetAt: null,
  deletedAt: null,
  app: { brand: 'Samsung', systemVersion: 'Android 15', appVersion: '4.12.0', udid: '3f9a0c2b7d41e856', email: 'ops@demo.yardfleet.test' },
};

type Sent = { path: string; headers: Record<string, string>; body: unknown };

/** A fake server behind `fetch`: the reads the simulator makes, every bind (a numbered credential) and every report recorded. */
const fakeServer = () => {
  const sent: Sent[] = [];
  let credentials = 0;
  const answer = (entry: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', entry }), { headers: { 'content-type': 'application/json' } });
  const fetcher: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).filter(([k]) => k === 'token' || k.startsWith('x-device')),
    );
    sent.push({ path, headers, body });
    if (path === '/web-hmac/web/auth/login') return answer({ token: 'session-token', uid: 'u-1' });
    if (path === '/web-hmac/web/warehouse/list') return answer({ warehouses: WAREHOUSES });
    if (path === '/web-hmac/web/equipment/list') return answer({ items: [] });
    if (path === '/web-hmac/web/gateway/list')
      return answer({
        items: [OWN_TABLET],
        total: 1,
        page: 1,
        pageSize: 100,
        counts: { charger_gateway: 0, app_gateway_fixed: 1, app_gateway_mobile: 0, device_gateway: 0, app_gateway: 0 },
      });
    if (path.endsWith('/bind')) {
      credentials += 1;
      return answer({ deviceId: `dev-${credentials}`, deviceSecret: `secret-${credentials}`, gatewayId: 'g', equipmentId: 'e', created: true });
    }
    return answer({ accepted: 1, duplicates: 0, unknown: 0 });
  };
  return { sent, fetcher };
};

const options = (args: string[]): SimOptions => {
  const parsed = parseSimOptions(['--url', 'http://sim.test', '--devices', '9', '--gateways', '3', '--chargers', '0', '--duration', '60', ...args]);
  if (E.isLeft(parsed)) throw new Error(parsed.left);
  return parsed.right;
};

/** Runs the simulator against a fresh fake server on a fake clock (5 s a tick, 13 ticks for 60 s). */
const simulate = async (args: string[]) => {
  const server = fakeServer();
  const out: string[] = [];
  let now = Date.UTC(2026, 5, 15, 12, 0, 0);
  const code = await runSim(options(args), {
    out: (line) => out.push(line),
    err: (line) => out.push(`ERR ${line}`),
    fetch: server.fetcher,
    sleep: async (ms) => {
      now += ms;
    },
    now: () => new Date(now),
    stopped: () => false,
  });
  const binds = server.sent.filter((s) => s.path === '/web-hmac/app/app-gateway/bind');
  const bindIndex = (s: Sent) => server.sent.filter((x) => x.path.endsWith('/bind')).indexOf(s);
  // The credential each app gateway was answered, by mode.
  const headersOf = new Map(binds.map((b) => [`dev-${bindIndex(b) + 1}`, (b.body as { mode: string }).mode]));
  const reports = server.sent.filter((s) => s.path === '/web-hmac/device/gateway/report' && headersOf.has(s.headers[DEVICE_HEADER.id] ?? ''));
  return { code, out, binds, reports, modeOf: (r: Sent) => headersOf.get(r.headers[DEVICE_HEADER.id] ?? '') };
};

describe('yardfleet sim drives app gateways', () => {
  it('binds a tablet at each warehouse without one, a phone per crew and the members phones once, with the session, and says so', async () => {
    const run = await simulate(['--app-gateways', '2']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('sim: bound 2 fixed, 3 mobile, 2 app gateways (as admin@demo.yardfleet.test)');
    expect(run.binds.every((b) => E.isRight(BindAppGatewayRequest.decode(b.body)) && b.headers['token'] === 'session-token')).toBe(true);
    expect(run.binds.map((b) => [(b.body as { mode: string }).mode, (b.body as { warehouseId: string | null }).warehouseId])).toEqual([
      ['fixed', WAREHOUSES[0]?.id],
      ['fixed', WAREHOUSES[2]?.id],
      ['mobile', null],
      ['mobile', null],
      ['mobile', null],
      ['app', null],
      ['app', null],
    ]);
    expect(run.out.filter((l) => l.startsWith('tick ')).every((l) => /; app gateways heard \d+(;|$)/.test(l))).toBe(true);
  });

  it('reports what the app gateways hear every tick with their own credentials (members phones one tick in three), all in the contract', async () => {
    const run = await simulate([]);
    const ticks = run.out.filter((l) => l.startsWith('tick ')).length;
    expect(ticks).toBe(13);
    expect(run.reports.every((r) => E.isRight(GatewayReportRequest.decode(r.body)))).toBe(true);
    const per = (mode: string) => run.reports.filter((r) => run.modeOf(r) === mode).length;
    expect([per('fixed'), per('mobile'), per('app')]).toEqual([2 * ticks, 3 * ticks, 9]);
    const fixed = run.reports.find((r) => run.modeOf(r) === 'fixed')?.body as { reports: { position: unknown }[] };
    expect(fixed.reports[0]?.position).toEqual(WAREHOUSES[0]?.location);
  });

  it('is the same run for the same --seed, other phones for another seed, and no app gateway with --app-gateways 0', async () => {
    const [a, b, c] = await Promise.all([simulate(['--seed', '4']), simulate(['--seed', '4']), simulate(['--seed', '5'])]);
    expect(b.binds.map((x) => x.body)).toEqual(a.binds.map((x) => x.body));
    expect(b.reports.map((x) => x.body)).toEqual(a.reports.map((x) => x.body));
    expect(c.binds.map((x) => (x.body as { udid: string }).udid)).not.toEqual(a.binds.map((x) => (x.body as { udid: string }).udid));
    const off = await simulate(['--app-gateways', '0']);
    expect(off.binds).toEqual([]);
    expect(off.out.some((l) => /app gateways/.test(l))).toBe(false);
    expect(parseSimOptions(['--app-gateways', '1001'])).toEqual(E.left('--app-gateways: a whole number from 0 to 1000'));
  });
});
