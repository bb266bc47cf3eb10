/**
 * Alert latency (rules 22.3, 22.5): from a device report the server accepted (its HTTP answer) to
 * the alert it opened arriving on a member's live stream, and to the alert's mail arriving at the
 * SMTP server.
 *
 *   npm run bench:alert-latency -w @yardfleet/server                       # PGlite (temp folder)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:alert-latency -w @yardfleet/server
 *
 * The built server (`node dist/main.js`, built when missing; `--rebuild` builds it again) runs as a
 * child process on a new database (PostgreSQL: a throwaway `yf_bench_<random>` on the server of
 * DATABASE_URL, dropped afterwards; else a temporary PGlite folder), seeded with the demo, its alert
 * workers on, with SMTP_URL pointing at an SMTP server this script runs (the `smtp-server`
 * package, on 127.0.0.1, taking every mail). The demo's Greenway has the default rule "Faults"
 * (any fault, mailed to the admins at once, rules 22.6). The script binds BENCH_ALERTS machines
 * (default 120) as the mobile app does, opens the live stream as Greenway's admin, then for each
 * machine in turn sends one report with a fault code (`POST /web-hmac/device/report`), waits for
 * the `alert` change event, and waits BENCH_GAP_MS (default 250) before the next. Each alert is
 * matched to its event by id (the machine's alerts, `alert/for-equipment`, read afterwards) and to
 * its mail by the machine's serial number in the mail (a digest names up to 50 alerts and counts the
 * others, which are then not matched: the count shows it). Prints p50, p95
 * and the longest of both delays (an event that arrived before the report's answer counts as 0 ms
 * or less), and the load average. Goals: live stream p95 ≤ 1 s, mail p95 ≤ 5 s. The server's log
 * stays in the temporary folder printed at the end.
 */
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { equipmentAlerts } from '@yardfleet/contract/endpoints/alerts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/people';
import { createScratchPostgres } from '../test/scratch-postgres';
import { intEnv, runScript } from './bench-env';
import { bindMachines, call, logIn, sendPositions, succeeded, webHeaders, type BoundMachine, type PositionBody, type Session } from './device-load';
import { ensureBuilt, freePort, withServerChild } from './server-process';

const ALERTS = intEnv('BENCH_ALERTS', 120);
const GAP_MS = intEnv('BENCH_GAP_MS', 250);
/** How long to wait for the last mails after the last alert (more than the mail worker's fallback poll, 30 s). */
const MAIL_WAIT_MS = 40_000;

const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const load = (): string => loadavg()[0]?.toFixed(2) ?? '?';

/** A mail's text with quoted-printable soft line breaks undone and base64 parts decoded, so a serial number split by the encoding is found whole. */
const readable = (raw: string): string => {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const decoded = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [unfolded, ...decoded].join('\n');
};

/** An SMTP server on 127.0.0.1 taking every mail; `arrivals` maps each serial number of `serials` a mail names to when the first such mail was in. */
const smtpSink = async (serials: () => readonly string[]) => {
  const arrivals = new Map<string, number>();
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, done) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const at = nowMs();
        mails += 1;
        const text = readable(raw);
        for (const serial of serials()) if (!arrivals.has(serial) && text.includes(serial)) arrivals.set(serial, at);
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  return { port, arrivals, mails: () => mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** The live stream of `session`: the first arrival of each `alert` change event, by alert id. Resolves once the stream is open. */
const alertStream = (base: string, session: Session) =>
  new Promise<{ arrivals: Map<string, number>; next: () => Promise<void>; close: () => void }>((resolve, reject) => {
    const arrivals = new Map<string, number>();
    let waiter: (() => void) | null = null;
    const request = get(`${base}${liveStreamPath}`, { agent: false, headers: { ...webHeaders(session), accept: 'text/event-stream' } }, (response) => {
      if (!(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        reject(new Error(`stream refused (${response.headers['content-type'] ?? 'no content type'})`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let first = true;
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (first) {
            first = false;
            resolve({
              arrivals,
              next: () => new Promise<void>((wake) => (waiter = wake)),
              close: () => request.destroy(),
            });
          }
          const data = block.indexOf('data: ');
          if (!block.includes('event: change') || data < 0) continue;
          const event = JSON.parse(block.slice(data + 6)) as { entity?: string; id?: string };
          if (event.entity !== 'alert' || event.id === undefined) continue;
          if (!arrivals.has(event.id)) arrivals.set(event.id, nowMs());
          waiter?.();
          waiter = null;
        }
      });
    });
    request.on('error', reject);
  });

/** The id of the open alert on `machine`, as its detail page lists them. */
const alertIdOf = async (base: string, session: Session, machine: BoundMachine): Promise<string | null> => {
  const a = await call(`${base}${equipmentAlerts.path}`, { method: 'POST', headers: webHeaders(session), body: { equipmentId: machine.equipmentId } });
  if (!succeeded(a)) throw new Error(`for-equipment answered HTTP ${a.status} code ${a.code}`);
  const items = (a.entry as { items: { id: string }[] }).items;
  return items[0]?.id ?? null;
};

const summary = (label: string, values: readonly number[], goalMs: number, expected: number): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = quantile(sorted, 0.95);
  const ms = (v: number): string => `${Math.round(v).toLocaleString('en-US')} ms`;
  const verdict = values.length === expected && p95 <= goalMs ? 'met' : 'NOT met';
  return `  ${label}: ${values.length} of ${expected}; p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(p95)}, longest ${ms(sorted.at(-1) ?? Number.NaN)} (goal p95 ≤ ${ms(goalMs)}: ${verdict})`;
};

const main = async (): Promise<void> => {
  ensureBuilt(process.argv.includes('--rebuild'));
  const work = mkdtempSync(join(tmpdir(), 'yf-alert-latency-'));
  const url = process.env.DATABASE_URL;
  const scratch = url === undefined ? null : await createScratchPostgres(url, `yf_bench_${Math.random().toString(36).slice(2, 10)}`);
  const prefix = `LAT${Date.now().toString(36).toUpperCase()}`;
  let machines: BoundMachine[] = [];
  const sink = await smtpSink(() => machines.map((m) => m.serial));
  try {
    const env: Record<string, string> = {
      ...(scratch === null ? { DATA_DIR: join(work, 'pglite') } : { DATABASE_URL: scratch.url }),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      ALERT_WORKERS: 'on',
    };
    await withServerChild({ port: await freePort(), env, logFile: join(work, 'server.log') }, async (server) => {
      const base = server.url;
      console.log(`${scratch === null ? 'PGlite (temp folder)' : `PostgreSQL ${new URL(url ?? '').host}`}: server started in ${Math.round(server.startMs)} ms`);
      const app = await logIn(base, DEMO_LOGINS.app, DEMO_PASSWORD);
      const admin = await logIn(base, DEMO_LOGINS.admin, DEMO_PASSWORD);
      machines = await bindMachines(base, app, ALERTS, prefix);
      const stream = await alertStream(base, admin);
      // The mail of the demo's own alerts, due at the start, goes first: wait for it to settle.
      await sleep(2_000);
      console.log(`${ALERTS} alerts, one at a time, ${GAP_MS} ms apart; load average ${load()}`);
      const answered = new Map<string, number>();
      const sentAt = new Map<string, number>();
      for (const [i, machine] of machines.entries()) {
        const arrived = stream.next();
        const body: PositionBody = {
          reports: [
            {
              fixAt: new Date().toISOString(),
              position: null,
              activity: 'mowing',
              errorCode: `E-${100 + (i % 50)}`,
              errorCleared: false,
              firmwareVersion: null,
              battery: null,
              engineHours: null,
            },
          ],
        };
        sentAt.set(machine.serial, nowMs());
        const a = await sendPositions(base, machine, body);
        if (!succeeded(a)) throw new Error(`report answered HTTP ${a.status} code ${a.code}`);
        answered.set(machine.serial, nowMs());
        await Promise.race([arrived, sleep(5_000)]);
        await sleep(GAP_MS);
      }
      const deadline = nowMs() + MAIL_WAIT_MS;
      while (sink.arrivals.size < machines.length && nowMs() < deadline) await sleep(100);
      const live: number[] = [];
      const mail: number[] = [];
      const liveFromSent: number[] = [];
      for (const machine of machines) {
        const at = answered.get(machine.serial);
        const alertId = await alertIdOf(base, admin, machine);
        const event = alertId === null ? undefined : stream.arrivals.get(alertId);
        const mailed = sink.arrivals.get(machine.serial);
        if (at !== undefined && event !== undefined) live.push(event - at);
        const sent = sentAt.get(machine.serial);
        if (sent !== undefined && event !== undefined) liveFromSent.push(event - sent);
        if (at !== undefined && mailed !== undefined) mail.push(mailed - at);
      }
      stream.close();
      console.log(`  mails received: ${sink.mails()} (a digest names up to 50 alerts); load average ${load()}`);
      console.log(summary('report answered -> alert event on the live stream', live, 1_000, machines.length));
      console.log(summary('report answered -> alert mail at the SMTP server  ', mail, 5_000, machines.length));
      console.log(summary('report sent     -> alert event on the live stream', liveFromSent, 1_000, machines.length));
    });
  } finally {
    await sink.close();
    await scratch?.drop();
    rmSync(join(work, 'pglite'), { recursive: true, force: true });
  }
};

runScript(main);
