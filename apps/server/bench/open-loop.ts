/**
 * An open-loop request scheduler for the durability and soak scripts (rules 20.10, 20.11):
 * request n is due at `start + n / rate` whatever the answers before it, so a slow server gets the
 * same offered rate (a closed loop would wait and hide the slowness). Latency is measured from the
 * moment a request was due, not from when it left, so a late send counts against the server
 * (no coordinated omission).
 */
import { loadavg } from 'node:os';

/** What one request came to: `ok` (the caller's judgement of the answer), latency from its due time, ms. */
export interface Outcome {
  readonly ok: boolean;
  readonly latencyMs: number;
}

/** A running load: stop it early, or await `done` (every request issued has settled). */
export interface OpenLoop {
  readonly stop: () => void;
  readonly done: Promise<LoopCounts>;
  /** Requests issued so far. */
  readonly issued: () => number;
}

/** Requests issued, settled ok / failed, and dropped (not sent: `maxInFlight` requests were waiting). */
export interface LoopCounts {
  readonly issued: number;
  readonly ok: number;
  readonly failed: number;
  readonly dropped: number;
}

const TICK_MS = 5;

/**
 * Sends `fire(n)` for n = 0, 1, 2 ... at `ratePerSecond` for `durationMs` (or until `stop`).
 * `fire` resolves true for a successful answer, false for a failure, and may reject (counted as a
 * failure). A request due while `maxInFlight` are unanswered is dropped and counted, never queued.
 * `onOutcome` receives each settled request's outcome (dropped ones with ok false and latency NaN).
 */
export const openLoop = (options: {
  readonly ratePerSecond: number;
  readonly durationMs: number;
  readonly maxInFlight: number;
  readonly fire: (n: number) => Promise<boolean>;
  readonly onOutcome?: (outcome: Outcome, n: number) => void;
}): OpenLoop => {
  const start = performance.now();
  const gap = 1000 / options.ratePerSecond;
  const total = Math.floor((options.durationMs / 1000) * options.ratePerSecond);
  let next = 0;
  let inFlight = 0;
  let ok = 0;
  let failed = 0;
  let dropped = 0;
  let stopped = false;
  let finish: (counts: LoopCounts) => void = () => undefined;
  const done = new Promise<LoopCounts>((resolve) => (finish = resolve));
  const settleIfDone = (): void => {
    if ((stopped || next >= total) && inFlight === 0) finish({ issued: next, ok, failed, dropped });
  };
  const send = (n: number, due: number): void => {
    if (inFlight >= options.maxInFlight) {
      dropped += 1;
      options.onOutcome?.({ ok: false, latencyMs: Number.NaN }, n);
      return;
    }
    inFlight += 1;
    const settle = (success: boolean): void => {
      inFlight -= 1;
      if (success) ok += 1;
      else failed += 1;
      options.onOutcome?.({ ok: success, latencyMs: performance.now() - due }, n);
      settleIfDone();
    };
    options.fire(n).then(settle, () => settle(false));
  };
  const timer = setInterval(() => {
    const now = performance.now();
    while (!stopped && next < total && start + next * gap <= now) {
      send(next, start + next * gap);
      next += 1;
    }
    if (stopped || next >= total) {
      clearInterval(timer);
      settleIfDone();
    }
  }, TICK_MS);
  return {
    stop: () => {
      stopped = true;
    },
    done,
    issued: () => next,
  };
};

/** The q-quantile (0..1) of ascending `sorted` values (nearest rank), NaN when empty. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN);

/** Bytes as MiB with one decimal. */
export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The machine's load average over 1, 5 and 15 minutes (as `uptime` prints it), two decimals. */
export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
