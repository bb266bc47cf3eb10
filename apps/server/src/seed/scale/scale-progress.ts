/**
 * Progress lines of the scale seed (rules 21.14), written to `log` (stderr in the program): the
 * phase, rows so far, rows per second and the estimated time left, at most one line a second per
 * phase plus its closing line.
 */
export interface Progress {
  /** Starts a phase with `units` units of work (machines for most phases). */
  readonly phase: (name: string, units: number) => void;
  /** Records `unitsDone` of the phase's units done and `rows` rows written so far in it. */
  readonly tick: (unitsDone: number, rows: number) => void;
  /** Ends the phase with its row count and duration. */
  readonly done: (rows: number) => void;
}

const number = (n: number): string => Math.round(n).toLocaleString('en-US');
const duration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};

/** A progress printer on `log` with the clock `nowMs` (Date.now by default). */
export const progressPrinter = (log: (line: string) => void, nowMs: () => number = Date.now): Progress => {
  let name = '';
  let units = 1;
  let started = 0;
  let lastLine = 0;
  return {
    phase: (phase, total) => {
      name = phase;
      units = Math.max(1, total);
      started = nowMs();
      lastLine = started;
    },
    tick: (unitsDone, rows) => {
      const now = nowMs();
      if (now - lastLine < 1_000 && unitsDone < units) return;
      lastLine = now;
      const elapsed = Math.max(1, now - started);
      const fraction = Math.min(1, unitsDone / units);
      const eta = fraction > 0 ? (elapsed / fraction) * (1 - fraction) : 0;
      log(`seed ${name}: ${Math.round(fraction * 100)}% ${number(rows)} rows, ${number((rows * 1000) / elapsed)} rows/s, ETA ${duration(eta)}`);
    },
    done: (rows) => {
      const elapsed = Math.max(1, nowMs() - started);
      log(`seed ${name}: done, ${number(rows)} rows in ${duration(elapsed)} (${number((rows * 1000) / elapsed)} rows/s)`);
    },
  };
};
