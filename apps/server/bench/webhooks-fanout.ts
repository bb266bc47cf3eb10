/**
 * Webhook fan-out (docs/api.md "Webhooks", docs/decisions on the webhook outbox), one server
 * process's deliverer as the server runs it (src/areas/webhooks/deliverer.ts) to a local receiver:
 *
 *   npm run bench:webhooks -w @yardfleet/server                                            # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks -w @yardfleet/server
 *
 * One company with BENCH_ENDPOINTS endpoints (default 10) subscribed to `equipment.changed`, all
 * pointing at one node:http receiver on 127.0.0.1 (demo mode) that verifies nothing and answers 204.
 * 1. Throughput: BENCH_EVENTS machine changes (default 500, committed 50 a transaction through
 *    `publishChanges`, as the ingest does) wait in the outbox; then the deliverer starts and the
 *    bench prints deliveries/s until every row is delivered (goal ≥ 1,000/s).
 * 2. Latency: with the deliverer running and woken by NOTIFY (and its 1 s poll), one change is
 *    committed every BENCH_GAP_MS (default 20) for BENCH_LATENCY_CHANGES changes (default 300); the
 *    bench prints the median, p95 and longest time from a change's commit to its arrival at the
 *    receiver, over every endpoint's copy (goal p95 ≤ 1 s). Figures, not a test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { createWebhookDeliverer } from '../src/areas/webhooks/deliverer';
import { newWebhookSecret } from '../src/areas/webhooks/signing';
import { channelListenerFor } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { webhookDb } from '../src/db/webhook-schema';
import { publishChanges } from '../src/live/publish';
import { WEBHOOK_CHANNEL } from '../src/live/webhook-outbox';
import { openBenchDatabase } from './bench-database';
import { intEnv, runScript } from './bench-env';

const ENDPOINTS = intEnv('BENCH_ENDPOINTS', 10);
const EVENTS = intEnv('BENCH_EVENTS', 500);
const GAP_MS = intEnv('BENCH_GAP_MS', 20);
const LATENCY_CHANGES = intEnv('BENCH_LATENCY_CHANGES', 300);

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

runScript(async () => {
  const { db, name, dispose } = await openBenchDatabase();
  const arrivals = new Map<string, number[]>();
  let received = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received += 1;
      const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: string } }).data.id;
      arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  try {
    await migrateToLatest(db);
    const company = await db
      .insertInto('companies')
      .values({ name: 'Bench Co', time_zone: 'Europe/Berlin', version: 'FULL_VERSION' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < ENDPOINTS; i += 1)
      await webhookDb(db)
        .insertInto('webhook_endpoints')
        .values({ company_id: company.id, url, events: ['equipment.changed'], secret: newWebhookSecret(), created_at: new Date() })
        .execute();
    console.log(
      `Webhook fan-out on ${name}: ${ENDPOINTS} endpoints, ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    // 1. Throughput of a backlog.
    for (let from = 0; from < EVENTS; from += 50)
      await db.transaction().execute((trx) =>
        publishChanges(
          trx,
          company.id,
          Array.from({ length: Math.min(50, EVENTS - from) }, (_, k) => ({ entity: 'equipment' as const, id: `backlog-${from + k}` })),
        ),
      );
    const total = EVENTS * ENDPOINTS;
    const mode = { allowLoopbackHttp: true };
    const burst = createWebhookDeliverer({ db, mode });
    const started = performance.now();
    await burst.drain();
    const seconds = (performance.now() - started) / 1000;
    await burst.stop();
    const { rows } = await sql<{ n: string }>`select count(*) as n from webhook_deliveries where delivered_at is not null`.execute(db);
    console.log(
      `throughput: ${rows[0]?.n ?? 0} of ${total} delivered in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} deliveries/s (goal ≥ 1,000/s)`,
    );

    // 2. Latency of single changes with the deliverer woken by NOTIFY.
    const live = createWebhookDeliverer({ db, mode });
    const listener = channelListenerFor(db);
    const stopListening = listener === undefined ? null : await listener.listen(WEBHOOK_CHANNEL, live.wake, live.wake);
    const poll = setInterval(live.wake, 1_000);
    const committed = new Map<string, number>();
    for (let i = 0; i < LATENCY_CHANGES; i += 1) {
      const id = `latency-${i}`;
      await db.transaction().execute((trx) => publishChanges(trx, company.id, [{ entity: 'equipment', id }]));
      committed.set(id, performance.now());
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline && [...committed.keys()].some((id) => (arrivals.get(id)?.length ?? 0) < ENDPOINTS))
      await new Promise((r) => setTimeout(r, 50));
    clearInterval(poll);
    await stopListening?.();
    await live.stop();
    const latencies = [...committed].flatMap(([id, at]) => (arrivals.get(id) ?? []).map((t) => t - at)).sort((a, b) => a - b);
    console.log(
      `latency (commit → receiver), ${latencies.length} of ${LATENCY_CHANGES * ENDPOINTS} deliveries: median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms (goal p95 ≤ 1,000 ms)`,
    );
    console.log(`receiver got ${received} requests in all`);
  } finally {
    server.close();
    await dispose();
  }
});
