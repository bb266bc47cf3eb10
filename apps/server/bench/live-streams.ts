/**
 * Live stream benchmark (rules 21.12): 1,000 open streams on one server process; the time from a
 * device report to its change event arriving at every stream of the machine's company; memory
 * per open stream.
 *
 *   npm run bench:live -w @yardfleet/server                       # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:live -w @yardfleet/server
 *
 * The real app (buildApp, listening on 127.0.0.1) runs in this process; the 1,000 stream clients
 * run in a child process (bench/live-stream-clients.ts), so reading does not share the server's
 * event loop (both share the machine's cores). Options (env): BENCH_STREAMS (default 1000),
 * BENCH_COMPANIES (default 5), BENCH_REPORTS (default 200). Streams are spread evenly over the
 * companies, 4 per session (the default LIVE_STREAMS_PER_SESSION); sessions are created through
 * the sessions module. The per-company cap is raised to BENCH_STREAMS. Reports are sent one at a
 * time (`POST /web-hmac/device/report`, one machine per company, round robin); for each, the time
 * from the call's answer (and from sending it) to the event reaching the LAST stream of that
 * company. Memory: this process's RSS and V8 heap after a GC, before and after opening the
 * streams, divided by the number of streams.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config/env';
import { migrateToLatest } from '../src/db/migrate';
import { issueCredential } from '../src/areas/ingest/credentials';
import { openBenchDatabase } from './bench-database';

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const STREAMS = intEnv('BENCH_STREAMS', 1000);
const COMPANIES = intEnv('BENCH_COMPANIES', 5);
const REPORTS = intEnv('BENCH_REPORTS', 200);
const PER_SESSION = 4;

type Arrived = { kind: 'arrived'; entityId: string; firstNs: string; lastNs: string; count: number };
type ChildMessage = { kind: 'ready' } | { kind: 'failed'; message: string } | Arrived;

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (n: number): string => `${n.toFixed(2)} ms`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const memory = async (): Promise<{ rss: number; heap: number }> => {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

const main = async (): Promise<void> => {
  const { db, name, dispose } = await openBenchDatabase();
  const child = fork(fileURLToPath(new URL('./live-stream-clients.ts', import.meta.url)), [], { execArgv: process.execArgv });
  const inbox: ChildMessage[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (m: ChildMessage) => {
    inbox.push(m);
    wake?.();
  });
  const next = async <K extends ChildMessage['kind']>(kind: K): Promise<Extract<ChildMessage, { kind: K }>> => {
    for (;;) {
      const found = inbox.findIndex((m) => m.kind === kind || m.kind === 'failed');
      const message = found >= 0 ? inbox.splice(found, 1)[0] : undefined;
      if (message?.kind === 'failed') throw new Error(message.message);
      if (message !== undefined) return message as Extract<ChildMessage, { kind: K }>;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  try {
    await migrateToLatest(db);
    const config = { ...loadConfig(), logLevel: 'silent' as const, liveStreamsPerCompany: STREAMS };
    const app = await buildApp({ db, clock: systemClock, config }, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const now = new Date();
    const policy = { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours };
    const machines: { id: string; deviceId: string; deviceSecret: string }[] = [];
    const streams: { token: string; uid: string; company: number }[] = [];
    for (let c = 0; c < COMPANIES; c += 1) {
      const company = await db
        .insertInto('companies')
        .values({ name: `Bench Co ${c + 1}`, time_zone: 'America/Chicago', version: 'FULL_VERSION' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const machine = await db
        .insertInto('equipment')
        .values({
          company_id: company.id,
          name: `Mower ${c + 1}`,
          serial_number: `LIVE-BENCH-${c}`,
          category: 'mower',
          model_number: 'LM2156-X',
          picture_url: null,
          inventory_status: 'never_seen',
          online_status: 'offline',
          activity: 'offline',
          last_seen_at: null,
          last_lat: null,
          last_lng: null,
          added_at: now,
          updated_at: now,
          error_code: null,
          firmware_version: '1.0.0',
          battery_max_capacity_pct: null,
          battery_cycle_count: null,
          engine_hours: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      machines.push({ id: machine.id, ...(await issueCredential(db, { companyId: company.id, equipmentId: machine.id }, now)) });
      const count = Math.floor(STREAMS / COMPANIES) + (c < STREAMS % COMPANIES ? 1 : 0);
      for (let s = 0; s < count; s += PER_SESSION) {
        const user = await db
          .insertInto('users')
          .values({
            email: `live-${c}-${s}@bench.yardfleet.test`,
            password_hash: 'unused',
            first_name: 'Bench',
            last_name: `${c}-${s}`,
            user_type: 2,
            company_id: company.id,
            role: 'employee',
            status: 'activated',
            invited_at: null,
            activated_at: now,
            invitation_address: null,
            consent_accepted_at: now,
            locked_until: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const token = await createSession(db, systemClock, policy, user.id);
        for (let k = 0; k < Math.min(PER_SESSION, count - s); k += 1) streams.push({ token, uid: user.id, company: c });
      }
    }
    const t0 = Date.now() - 3_000_000;
    /** Sends report `i` of machine `i mod COMPANIES` (fix time t0 + offsetMs + i s); answers when it was sent and answered (hrtime ns). */
    const report = async (i: number, offsetMs: number): Promise<{ sentNs: bigint; answeredNs: bigint }> => {
      const machine = machines[i % COMPANIES];
      if (machine === undefined) throw new Error('no machine');
      const sentNs = process.hrtime.bigint();
      const response = await fetch(`${base}/web-hmac/device/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_HEADER.id]: machine.deviceId, [DEVICE_HEADER.secret]: machine.deviceSecret },
        body: JSON.stringify({
          reports: [
            {
              fixAt: new Date(t0 + offsetMs + i * 1000).toISOString(),
              position: { lat: 41.85, lng: -87.65 + i * 1e-5 },
              activity: 'mowing',
              errorCode: null,
              errorCleared: false,
              firmwareVersion: null,
              battery: null,
              engineHours: null,
            },
          ],
        }),
      });
      const body = (await response.json()) as { code: number; entry: { accepted: number } };
      const answeredNs = process.hrtime.bigint();
      if (body.code !== 200 || body.entry.accepted !== 1) throw new Error(`report answered ${JSON.stringify(body)}`);
      return { sentNs, answeredNs };
    };
    console.log(
      `${name}: ${STREAMS} streams over ${COMPANIES} companies (${streams.length / COMPANIES} each, ${PER_SESSION} per session), ${REPORTS} reports; clients in a child process`,
    );

    // Warm-up (not measured): the report path and the database's caches, so the memory baseline is settled.
    for (let i = 0; i < 20; i += 1) await report(i, -3_600_000);
    const before = await memory();
    let started = performance.now();
    child.send({ kind: 'open', base, streams });
    await next('ready');
    const openMs = performance.now() - started;
    const after = await memory();
    console.log(`  opened ${STREAMS} streams in ${Math.round(openMs)} ms`);
    console.log(
      `  memory per open stream (server process): RSS ${((after.rss - before.rss) / STREAMS / 1024).toFixed(1)} KiB, V8 heap ${((after.heap - before.heap) / STREAMS / 1024).toFixed(1)} KiB (RSS ${mib(before.rss)} -> ${mib(after.rss)}, heap ${mib(before.heap)} -> ${mib(after.heap)})`,
    );

    const fromAnswer: number[] = [];
    const fromSend: number[] = [];
    const spread: number[] = [];
    started = performance.now();
    for (let i = 0; i < REPORTS; i += 1) {
      const company = i % COMPANIES;
      const machine = machines[company];
      if (machine === undefined) throw new Error('no machine');
      child.send({ kind: 'expect', entityId: machine.id, company });
      const { sentNs, answeredNs } = await report(i, 0);
      const arrived = await next('arrived');
      fromAnswer.push(Number(BigInt(arrived.lastNs) - answeredNs) / 1e6);
      fromSend.push(Number(BigInt(arrived.lastNs) - sentNs) / 1e6);
      spread.push(Number(BigInt(arrived.lastNs) - BigInt(arrived.firstNs)) / 1e6);
    }
    const total = performance.now() - started;
    for (const list of [fromAnswer, fromSend, spread]) list.sort((a, b) => a - b);
    console.log(`  ${REPORTS} reports in ${Math.round(total)} ms, each delivered to all ${STREAMS / COMPANIES} streams of its company`);
    console.log(
      `  report answered -> event at the last stream: median ${ms(quantile(fromAnswer, 0.5))}, p95 ${ms(quantile(fromAnswer, 0.95))} (negative: the event arrived before the answer)`,
    );
    console.log(`  report sent     -> event at the last stream: median ${ms(quantile(fromSend, 0.5))}, p95 ${ms(quantile(fromSend, 0.95))}`);
    console.log(`  first -> last stream of the company:         median ${ms(quantile(spread, 0.5))}, p95 ${ms(quantile(spread, 0.95))}`);
    child.send({ kind: 'stop' });
    await app.close();
  } finally {
    if (child.connected) child.kill();
    await dispose();
  }
};

await main();
