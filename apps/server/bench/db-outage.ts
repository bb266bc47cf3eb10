/**
 * Database outage figures (rules 20.9; docs/benchmarks.md). Prints figures; not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:outage -w @yardfleet/server
 *
 * A throwaway database `yf_outage_<random>` on the server of DATABASE_URL, reached through a TCP
 * proxy (test/tcp-proxy.ts), holds the demo; the real app listens on a local port. Workers send a
 * mix of calls over HTTP (equipment lists, device reports, logins, /readyz; each worker waits
 * BENCH_PAUSE_MS, default 50, between its calls), with one live stream open. After BENCH_WARM_S
 * (default 3) the proxy is cut for BENCH_CUT_S (default 10) seconds, first refusing connections,
 * then as a silent blackhole (BENCH_MODE=refuse or blackhole for one), then restored for
 * BENCH_AFTER_S (default 5) seconds. The devices behave as documented (docs/device-api.md): a
 * report answered 503 is sent again after Retry-After, so in the end every report is acknowledged
 * once and stored once. Prints per cut: time to the first 503, the slowest answer and p95 while the
 * database is away, time to the first success and to the last failure after the restore, the live
 * stream's reset, answers that were neither 200 nor 503, and the reports sent, acknowledged and stored.
 */
import { sql } from 'kysely';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { loadConfig } from '../src/config/env';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { call, loginAs, SEED_TIME, startTestApp } from '../test/harness';
import { proxiedPostgres } from '../test/outage-helpers';
import { isMessage, openStream } from '../test/sse-client';
import type { CutMode } from '../test/tcp-proxy';
import { intEnv } from './bench-env';

const WARM_MS = intEnv('BENCH_WARM_S', 3) * 1000;
const CUT_MS = intEnv('BENCH_CUT_S', 10) * 1000;
const AFTER_MS = intEnv('BENCH_AFTER_S', 5) * 1000;
const PAUSE_MS = intEnv('BENCH_PAUSE_MS', 50);
const MODES: readonly CutMode[] =
  process.env['BENCH_MODE'] === 'refuse' ? ['refuse'] : process.env['BENCH_MODE'] === 'blackhole' ? ['blackhole'] : ['refuse', 'blackhole'];
/** A call that takes longer than this is counted as hung (and aborted). */
const HUNG_MS = 30_000;

type Kind = 'list' | 'device' | 'login' | 'readyz';
/** One answered (or failed) request: kind, start and end (ms since the run began), HTTP status (0: no answer). */
interface Sample {
  readonly kind: Kind;
  readonly start: number;
  readonly end: number;
  readonly status: number;
}

const url = loadConfig().databaseUrl;
if (url === null) {
  console.log('Set DATABASE_URL to a PostgreSQL server: PGlite runs inside the server process and has no network to lose.');
  process.exit(0);
}

const backend = proxiedPostgres(url);
const t = await startTestApp(backend);
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const admin = await loginAs(t.app, DEMO_LOGINS.admin);
const app = await loginAs(t.app, DEMO_LOGINS.app);
const devices: { deviceId: string; deviceSecret: string; equipmentId: string }[] = [];
for (const n of [1, 2, 3]) {
  const bound = await call<(typeof devices)[number]>(t.app, {
    method: 'POST',
    url: '/web-hmac/app/equipment/bind',
    headers: app,
    payload: { serialNumber: `SIM-OUTAGE-B${n}`, name: `Outage bench ${n}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
  });
  devices.push(bound.body.entry);
}
const opened = await openStream(base, admin);
if ('envelope' in opened) throw new Error(`live stream refused: ${JSON.stringify(opened.envelope)}`);
const stream = opened.stream;

const began = performance.now();
const now = (): number => performance.now() - began;
const samples: Sample[] = [];
let running = true;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const send = async (kind: Kind, path: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: unknown): Promise<Response | null> => {
  const start = now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HUNG_MS),
    });
    await response.clone().arrayBuffer();
    samples.push({ kind, start, end: now(), status: response.status });
    return response;
  } catch {
    samples.push({ kind, start, end: now(), status: 0 });
    return null;
  }
};

const listBody = { page: 1, pageSize: 10, search: '', category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const reader = async (): Promise<void> => {
  while (running) {
    await send('list', '/web-hmac/web/equipment/list', 'POST', admin, listBody);
    await sleep(PAUSE_MS);
  }
};
const loginWorker = async (): Promise<void> => {
  while (running) {
    await send('login', '/web-hmac/web/auth/login', 'POST', {}, { email: DEMO_LOGINS.manager, password: DEMO_PASSWORD });
    await sleep(PAUSE_MS * 4);
  }
};
const readyWorker = async (): Promise<void> => {
  while (running) {
    await send('readyz', '/readyz', 'GET', {});
    await sleep(PAUSE_MS * 4);
  }
};
const reports = { sent: 0, acknowledged: 0 };
/** A device: one new report per turn, sent again after Retry-After until the server acknowledges it. */
const device = async (credential: (typeof devices)[number]): Promise<void> => {
  let minute = 0;
  while (running) {
    minute += 1;
    const body = {
      reports: [
        {
          fixAt: new Date(SEED_TIME.getTime() + minute * 1000).toISOString(),
          position: { lat: 41.88, lng: -87.65 },
          activity: 'mowing',
          errorCode: null,
          errorCleared: false,
          firmwareVersion: null,
          battery: null,
          engineHours: null,
        },
      ],
    };
    reports.sent += 1;
    for (;;) {
      const response = await send(
        'device',
        '/web-hmac/device/report',
        'POST',
        { [DEVICE_HEADER.id]: credential.deviceId, [DEVICE_HEADER.secret]: credential.deviceSecret },
        body,
      );
      if (response?.status === 200) {
        const answer = (await response.json()) as { code: number; entry: { accepted: number; duplicates: number } };
        if (answer.code === 200) reports.acknowledged += answer.entry.accepted + answer.entry.duplicates;
        break;
      }
      await sleep(Number(response?.headers.get('retry-after') ?? '1') * 1000);
    }
    await sleep(PAUSE_MS);
  }
};

const workers = [reader(), reader(), reader(), loginWorker(), readyWorker(), ...devices.map(device)];
const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

await sleep(WARM_MS);
for (const mode of MODES) {
  const streamFrom = stream.items.length;
  const cutAt = now();
  await backend.proxy().cut(mode);
  await sleep(CUT_MS);
  const restoreAt = now();
  await backend.proxy().restore();
  await sleep(AFTER_MS);
  const during = samples.filter((x) => x.end > cutAt && x.start < restoreAt);
  const first503 = Math.min(...samples.filter((x) => x.status === 503 && x.end >= cutAt).map((x) => x.end - cutAt));
  const times = during.map((x) => x.end - Math.max(x.start, cutAt));
  const after = samples.filter((x) => x.start >= restoreAt && x.end < restoreAt + AFTER_MS);
  const firstOk = Math.min(...after.filter((x) => x.status === 200 && x.kind === 'list').map((x) => x.end - restoreAt));
  const failedAfter = after.filter((x) => x.status !== 200);
  const lastFailure = failedAfter.length === 0 ? 0 : Math.max(...failedAfter.map((x) => x.end - restoreAt));
  const reset = stream.items.slice(streamFrom).some((item) => isMessage(item) && item.message.event === 'reset');
  const odd = samples.filter((x) => x.end > cutAt && x.status !== 200 && x.status !== 503);
  console.log(
    `${mode} for ${s(CUT_MS)}: ${during.length} calls while the database was away (${during.filter((x) => x.status === 503).length} answered 503 + Retry-After)`,
  );
  console.log(
    `  first 503 ${s(first503)} after the cut; answer time while away: max ${s(Math.max(...times))}, p95 ${s(percentile(times, 95))}, median ${s(percentile(times, 50))}`,
  );
  console.log(`  after the restore: first successful list ${s(firstOk)}, last failed call ${s(lastFailure)}; live stream reset: ${reset ? 'yes' : 'NO'}`);
  console.log(
    `  answers neither 200 nor 503 (incl. no answer within ${s(HUNG_MS)}): ${odd.length}${odd.length > 0 ? ` ${JSON.stringify(odd.slice(0, 5))}` : ''}`,
  );
}
running = false;
await Promise.all(workers);
const stored = Number(
  (
    await sql<{ n: string }>`select count(*)::text as n from equipment_reports where equipment_id = any(${devices.map((d) => d.equipmentId)}::uuid[])`.execute(
      t.db,
    )
  ).rows[0]?.n ?? 0,
);
console.log(`device reports: ${reports.sent} sent, ${reports.acknowledged} acknowledged, ${stored} stored (${reports.sent - stored} lost)`);
console.log(`calls in all: ${samples.length} in ${s(now())}`);
stream.abort();
await t.close();
