/**
 * One measured scenario (docs/benchmarks.md, bench:api): autocannon against the real server for a
 * fixed time after a warm-up, every answer checked: HTTP 2xx, the envelope's code 200 (business
 * failures are HTTP 200 with another code, rules 7.2) and the scenario's own check of the entry.
 * Latencies are each answer's own time (autocannon's `response` event), so p95 is exact
 * (autocannon's histogram has p90 and p97.5, no p95).
 */
import autocannon, { type Client } from 'autocannon';
import { summarizeLatencies, type LatencySummary } from '../common/stats';
import { CODE_OK, headerValue, readEnvelope } from './answers';
import type { Scenario } from './scenarios';
import { requestHeaders, type Session } from './session';

/** The figures of one scenario at one connection count. */
export interface RunFigures {
  readonly key: string;
  readonly title: string;
  readonly connections: number;
  readonly seconds: number;
  /** Answers received in the measured time. */
  readonly answers: number;
  /** Requests still waiting for their answer when the time was up (at most one per connection; more time than the run per answer shows here). */
  readonly unanswered: number;
  /** How long the server took to finish what the run left it (one probe request answered), ms. */
  readonly drainMs: number;
  /** Answers per second (answers / measured seconds). */
  readonly rps: number;
  readonly latency: LatencySummary;
  /** Answers with an HTTP status outside 2xx, by status. */
  readonly non2xx: Readonly<Record<string, number>>;
  /** Connection errors (timeouts included) and timeouts (no answer within 10 s). */
  readonly errors: number;
  readonly timeouts: number;
  /** 2xx answers whose envelope code was not 200, by code (or `unreadable`). */
  readonly badEnvelopes: Readonly<Record<string, number>>;
  /** Envelopes with code 200 whose entry failed the scenario's check. */
  readonly failedChecks: number;
  /** The first few problems, for the reader. */
  readonly problems: readonly string[];
  /** Mean bytes on the wire per answer (headers included) and the content-encodings seen. */
  readonly bytesPerAnswer: number;
  readonly encodings: Readonly<Record<string, number>>;
  /** CPU the benchmark process itself used during the run, % of one core (it shares the machine with the server). */
  readonly clientCpuPercent: number;
}

/** Answers with a problem of any kind (non-2xx, bad envelope, failed check, error, timeout). */
export const failures = (f: RunFigures): number =>
  Object.values(f.non2xx).reduce((a, b) => a + b, 0) + Object.values(f.badEnvelopes).reduce((a, b) => a + b, 0) + f.failedChecks + f.errors;

const bump = (tally: Record<string, number>, key: string): void => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/**
 * autocannon 9 accumulates each answer's body as a UTF-8 string (lib/pipelinedRequestsQueue.js
 * `req.body += data`), which destroys compressed bytes. This makes one client accumulate them as
 * latin1, which maps every byte to one character and back, so `onResponse` can rebuild the exact
 * bytes and undo the compression. @throws Error when the autocannon internals it relies on moved
 * (a newer autocannon): better no figures than unchecked ones.
 */
const keepBodyBytes = (client: Client): void => {
  const queue = client.pipelinedRequests;
  if (queue === undefined || typeof queue.addBody !== 'function' || typeof queue.peek !== 'function') {
    throw new Error('autocannon internals changed (pipelinedRequests.addBody): the answers cannot be checked');
  }
  queue.addBody = (data: Buffer): void => {
    const pending = queue.peek();
    if (pending !== undefined) pending.body += data.toString('latin1');
  };
};

/**
 * Waits until the server has worked off what a run left it: requests whose connections autocannon
 * closed at the end still hold the database pool. One request of the scenario, sent now, queues
 * behind them; its answer means the next run starts on an idle server. Its outcome is not counted.
 */
const drain = async (base: string, scenario: Scenario, session: Session): Promise<void> => {
  await fetch(`${base}${scenario.path}`, {
    method: 'POST',
    headers: requestHeaders(session),
    body: JSON.stringify(scenario.next().body),
    signal: AbortSignal.timeout(120_000),
  }).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
};

/** Runs `scenario` at `connections` for `seconds`, then drains the server. */
const runOnce = async (base: string, scenario: Scenario, session: Session, connections: number, seconds: number): Promise<RunFigures> => {
  const latencies: number[] = [];
  const non2xx: Record<string, number> = {};
  const badEnvelopes: Record<string, number> = {};
  const encodings: Record<string, number> = {};
  const problems: string[] = [];
  let failedChecks = 0;
  let bytes = 0;
  const note = (problem: string): void => {
    if (problems.length < 5) problems.push(problem);
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    headers: requestHeaders(session),
    setupClient: keepBodyBytes,
    requests: [
      {
        method: 'POST',
        path: scenario.path,
        setupRequest: (request, context) => {
          const planned = scenario.next();
          context['check'] = planned.check;
          return { ...request, body: JSON.stringify(planned.body), ...(planned.headers === undefined ? {} : { headers: { ...planned.headers } }) };
        },
        onResponse: (status, body, context, headers) => {
          const encoding = headerValue(headers, 'content-encoding') ?? 'identity';
          bump(encodings, encoding);
          if (status < 200 || status > 299) {
            bump(non2xx, String(status));
            note(`HTTP ${status}: ${Buffer.from(body, 'latin1').toString('utf8').slice(0, 120)}`);
            return;
          }
          const envelope = readEnvelope(Buffer.from(body, 'latin1'), encoding);
          if (!envelope.ok || envelope.code !== CODE_OK) {
            bump(badEnvelopes, envelope.ok ? String(envelope.code) : 'unreadable');
            note(envelope.ok ? `envelope code ${envelope.code}` : envelope.problem);
            return;
          }
          const check = context['check'];
          const problem = typeof check === 'function' ? (check as (entry: unknown) => string | null)(envelope.entry) : 'no check for this answer';
          if (problem !== null) {
            failedChecks += 1;
            note(problem);
          }
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const drainStarted = performance.now();
  await drain(base, scenario, session);
  return {
    key: scenario.key,
    title: scenario.title,
    connections,
    seconds: result.duration,
    answers: latencies.length,
    unanswered: Math.max(0, result.requests.sent - latencies.length - result.timeouts),
    drainMs: performance.now() - drainStarted,
    rps: latencies.length / result.duration,
    latency: summarizeLatencies(latencies),
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    badEnvelopes,
    failedChecks,
    problems,
    bytesPerAnswer: latencies.length === 0 ? Number.NaN : bytes / latencies.length,
    encodings,
    clientCpuPercent: ((cpu.user + cpu.system) / 1e6 / elapsedS) * 100,
  };
};

/** Warms up for `warmupS` (figures discarded: JIT, pool, caches), then measures for `seconds`. */
export const measure = async (
  base: string,
  scenario: Scenario,
  session: Session,
  connections: number,
  seconds: number,
  warmupS: number,
): Promise<RunFigures> => {
  if (warmupS > 0) await runOnce(base, scenario, session, connections, warmupS);
  return runOnce(base, scenario, session, connections, seconds);
};
