import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { BindAppGatewayRequest } from '@yardfleet/contract/endpoints/app-gateway';
import { DEVICE_HEADER, GatewayReportRequest } from '@yardfleet/contract/endpoints/device';
import { DEFAULT_WORKING_HOURS } from '@yardfleet/domain/alerts/working-hours';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { isWithinRadius } from '@yardfleet/domain/geometry/distance';
import { parseSimOptions, runSim, type SimOptions } from './sim';
import { alertEventsDue, outsideWorkingHours, type AlertEventSchedule } from './sim-alert-events';

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
const fakeServer = (refuse: string | null = null) => {
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
    if (path === '/web-hmac/web/alert/working-hours') return answer(DEFAULT_WORKING_HOURS);
    if (path === '/web-hmac/web/personal/company') return answer({ name: 'Depot Co', timeZone: 'America/Chicago', version: 'FULL_VERSION' });
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
    if (refuse !== null && headers[DEVICE_HEADER.id] === refuse)
      return new Response(JSON.stringify({ code: 1170010401, message: 'unknown device', entry: null }), { headers: { 'content-type': 'application/json' } });
    return answer({ accepted: 1, duplicates: 0, unknown: 0 });
  };
  return { sent, fetcher };
};

const options = (args: string[]): SimOptions => {
  const parsed = parseSimOptions(['--url', 'http://sim.test', '--devices', '9', '--gateways', '3', '--chargers', '0', '--duration', '60', ...args]);
  if (E.isLeft(parsed)) throw new Error(parsed.left);
  return parsed.right;
};

/** Runs the simulator against a fresh fake server on a fake clock from `start` (5 s a tick, 13 ticks for 60 s, unless `args` say otherwise). */
const simulate = async (args: string[], start = Date.UTC(2026, 5, 15, 12, 0, 0), refuse: string | null = null) => {
  const server = fakeServer(refuse);
  const out: string[] = [];
  let now = start;
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
  return { code, out, binds, reports, modeOf: (r: Sent) => headersOf.get(r.headers[DEVICE_HEADER.id] ?? ''), sent: server.sent };
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 2026-06-15 07:00 in Chicago, when working hours (Monday to Friday 07:00 to 18:00) begin. */
const MONDAY_0700 = Date.UTC(2026, 5, 15, 12, 0, 0);
const chicago = (at: number) => new Date(at).toLocaleTimeString('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit' });
const hourly = (startedAt: number): AlertEventSchedule => ({
  startedAt,
  everyMs: HOUR,
  outOfHours: outsideWorkingHours(DEFAULT_WORKING_HOURS, 'America/Chicago'),
});

describe('yardfleet sim alert events', () => {
  it('each round starts with a fault, a port overheat a third on and, only outside working hours, a trip two thirds on; tick windows never repeat nor miss one', () => {
    const day = alertEventsDue(hourly(MONDAY_0700), MONDAY_0700, MONDAY_0700 + 24 * HOUR);
    expect(day.filter((e) => e.kind === 'fault').map((e) => e.at)).toEqual(Array.from({ length: 24 }, (_, k) => MONDAY_0700 + k * HOUR));
    expect(day.filter((e) => e.kind === 'port_overheat').map((e) => e.at)).toEqual(Array.from({ length: 24 }, (_, k) => MONDAY_0700 + k * HOUR + 20 * MINUTE));
    const trips = day.filter((e) => e.kind === 'night_out');
    expect(trips.map((e) => chicago(e.at))).toEqual([
      '18:40',
      '19:40',
      '20:40',
      '21:40',
      '22:40',
      '23:40',
      '00:40',
      '01:40',
      '02:40',
      '03:40',
      '04:40',
      '05:40',
      '06:40',
    ]);
    expect(trips.map((e) => e.round)).toEqual(Array.from({ length: 13 }, (_, k) => k + 11));
    const byTick = [];
    for (let t = MONDAY_0700; t < MONDAY_0700 + 24 * HOUR; t += 5_000) byTick.push(...alertEventsDue(hourly(MONDAY_0700), t, t + 5_000));
    expect(byTick).toEqual(day);
    const saturday = MONDAY_0700 - 2 * 24 * HOUR;
    expect(alertEventsDue(hourly(saturday), saturday, saturday + 24 * HOUR).filter((e) => e.kind === 'night_out')).toHaveLength(24);
    expect(alertEventsDue({ ...hourly(MONDAY_0700), everyMs: 0 }, MONDAY_0700, MONDAY_0700 + 24 * HOUR)).toEqual([]);
  });

  it('a run at night: a machine faults and clears, a charging port overheats and cools down, a machine leaves its warehouse for 15 min of work and comes back', async () => {
    // Monday 22:00 in Chicago; a tick a minute for 40 minutes, a round every 15.
    const run = await simulate(
      ['--interval', '60', '--duration', '2400', '--alert-events', '15', '--chargers', '2', '--app-gateways', '0'],
      Date.UTC(2026, 5, 16, 3, 0, 0),
    );
    expect(run.code).toBe(0);
    const events = run.out.filter((l) => l.startsWith('alert event: '));
    expect(events.map((l) => (/reports fault/.test(l) ? 'fault' : /overheats/.test(l) ? 'overheat' : /out of working hours/.test(l) ? 'trip' : l))).toEqual([
      'fault',
      'overheat',
      'trip',
      'fault',
      'overheat',
      'trip',
      'fault',
      'overheat',
      'trip',
    ]);
    // Every state a machine reported, by serial, from its own reports and the crew gateways carrying it.
    const binds = run.sent.filter((x) => x.path.endsWith('/bind'));
    const serialOf = new Map(
      binds.flatMap((b, i) => (b.path === '/web-hmac/app/equipment/bind' ? [[`dev-${i + 1}`, (b.body as { serialNumber: string }).serialNumber]] : [])),
    );
    type Seen = { serial: string; at: number; errorCode: string | null; errorCleared: boolean; position: { lat: number; lng: number } };
    const seen: Seen[] = run.sent.flatMap((x): Seen[] => {
      const body = x.body as { reports: (Seen & { fixAt: string; equipment?: (Seen & { serialNumber: string })[] })[] };
      if (x.path === '/web-hmac/device/report')
        return body.reports.map((r) => ({ ...r, serial: serialOf.get(x.headers[DEVICE_HEADER.id] ?? '') ?? '', at: Date.parse(r.fixAt) }));
      if (x.path === '/web-hmac/device/gateway/report')
        return body.reports.flatMap((r) => (r.equipment ?? []).map((e) => ({ ...e, serial: e.serialNumber, position: r.position, at: Date.parse(r.fixAt) })));
      return [];
    });
    const of = (serial: string) => seen.filter((r) => r.serial === serial).sort((a, b) => a.at - b.at);
    const start = Date.UTC(2026, 5, 16, 3, 0, 0);

    const faulty = /alert event: (\S+) reports fault (\S+),/.exec(events[0] ?? '');
    const fault = of(faulty?.[1] ?? '');
    expect(fault[0]).toMatchObject({ at: start, errorCode: faulty?.[2] });
    expect(fault.find((r) => r.errorCleared)?.at).toBe(start + 3 * MINUTE);

    const hot = /charger (\S+) port (\d+) overheats/.exec(events[1] ?? '');
    const states = run.sent
      .filter((x) => x.path === '/web-hmac/device/charger/report')
      .flatMap((x) => (x.body as { reports: { fixAt: string; chargers: { serialNumber: string; ports: { number: number; state: string }[] }[] }[] }).reports)
      .flatMap((r) =>
        r.chargers
          .filter((c) => c.serialNumber === hot?.[1])
          .map((c) => ({ at: Date.parse(r.fixAt), state: c.ports.find((p) => String(p.number) === hot?.[2])?.state })),
      );
    expect(states.filter((s) => s.state === 'overheat').map((s) => (s.at - start) / MINUTE)).toEqual([5, 6, 7]);

    const tripper = /alert event: (\S+) leaves/.exec(events[2] ?? '')?.[1] ?? '';
    const inDepot = (p: { lat: number; lng: number }) =>
      WAREHOUSES.some((w) => {
        const [a, b] = [GeoPoint.decode(p), GeoPoint.decode(w.location)];
        return E.isRight(a) && E.isRight(b) && isWithinRadius(a.right, b.right, w.radius);
      });
    const trip = of(tripper).filter((r) => r.at >= start + 10 * MINUTE);
    const away = trip.filter((r) => !inDepot(r.position));
    expect(away[0]?.at).toBe(start + 10 * MINUTE);
    const back = trip.find((r) => r.at > (away[0]?.at ?? 0) && inDepot(r.position));
    expect(back?.at).toBeDefined();
    expect((back?.at ?? 0) - start - 10 * MINUTE).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(trip.filter((r) => r.at < (back?.at ?? 0)).every((r) => !inDepot(r.position))).toBe(true);
  });

  it('none by day, none with --alert-events 0, and refuses a round shorter than 15 minutes', async () => {
    const day = await simulate(['--interval', '60', '--duration', '1800', '--alert-events', '15', '--app-gateways', '0']);
    expect(day.out.filter((l) => l.includes('out of working hours'))).toEqual([]);
    expect(day.out.filter((l) => l.includes('reports fault'))).toHaveLength(3);
    const off = await simulate(['--alert-events', '0']);
    expect(off.out.filter((l) => l.startsWith('alert event: '))).toEqual([]);
    // The working hours are read all the same: the crews work within them.
    expect(off.sent.some((x) => x.path === '/web-hmac/web/alert/working-hours')).toBe(true);
    expect(parseSimOptions(['--alert-events', '10'])).toEqual(E.left('--alert-events: 0, or a whole number from 15 to 1440'));
    expect(parseSimOptions([])).toMatchObject({ right: { alertEveryMinutes: 60 } });
  });

  it('drops a device the server refuses (a gateway reset, a machine unbound), says so once, and drives the others on', async () => {
    // dev-2 is the second machine bound (credentials are numbered in bind order).
    const run = await simulate(
      ['--interval', '5', '--duration', '120', '--app-gateways', '0', '--alert-events', '0'],
      Date.UTC(2026, 5, 15, 15, 0, 0),
      'dev-2',
    );
    expect(run.code).toBe(0);
    const told = run.out.filter((l) => l.startsWith('ERR '));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^ERR sim: machine \S+ was refused \(1170010401: unknown device\): dropped from this run/);
    const reportsOf = (id: string) => run.sent.filter((x) => x.path.startsWith('/web-hmac/device/') && x.headers[DEVICE_HEADER.id] === id);
    expect(reportsOf('dev-2').length).toBeLessThanOrEqual(1);
    expect(run.out.filter((l) => l.startsWith('tick ')).length).toBeGreaterThan(20);
    expect(reportsOf('dev-1').length + reportsOf('dev-3').length).toBeGreaterThan(0);
  });
});
