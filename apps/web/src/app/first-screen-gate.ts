/**
 * Background work after the first screen (rules 21.3, 21.5; Lighthouse mobile LCP): the live stream
 * (architecture 6) need not open, and reads that the first paint does not show (the bell's count, the
 * scheduled reports under /report's report) need not be sent, while the first screen is loading. Lighthouse's simulated LCP
 * (Lantern) counts every request that ended before the observed largest paint, each costing round
 * trips on Lighthouse's six simulated connections, so those requests, started beside the first
 * screen's reads, lengthened every logged-in route's LCP without showing anything on it.
 */

/** What the gate watches: the first screen is shown once `isSettled()` holds and a frame has painted. */
export interface FirstScreenSignals {
  /** True when the first screen has what it loads: route chunks, session check, first reads. */
  readonly isSettled: () => boolean;
  /** Calls `listener` on every change that may settle it; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** At most this long, ms, before background work starts anyway (a screen that keeps loading must not hold the stream off). */
export const FIRST_SCREEN_TIMEOUT_MS = 8000;

/** At most this long, ms, for the browser's idle time after the paint. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves after two animation frames and then the browser's idle time: React has rendered what
 * settled (also a deferred, time-sliced render of it, which keeps the main thread busy), and the
 * browser has painted it.
 */
const afterPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const idle = (): void => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    requestAnimationFrame(() => requestAnimationFrame(idle));
  });

/**
 * Resolves once `signals.isSettled()` holds and a frame has painted after the last change the
 * signals reported (checked now and on every change), or after `timeoutMs` (default
 * FIRST_SCREEN_TIMEOUT_MS), whichever comes first. A change while the paint is awaited (the
 * screen's data arriving and rendering) makes it wait for the next paint: background work starts
 * after the screen with its data has painted, not after its loading state (on /warehouse
 * the live code's requests would otherwise end before the list's largest paint and count in
 * Lighthouse's LCP). Never rejects.
 */
export const whenFirstScreenShown = (signals: FirstScreenSignals, timeoutMs: number = FIRST_SCREEN_TIMEOUT_MS): Promise<void> =>
  new Promise((resolve) => {
    let done = false;
    let awaitingPaint = false;
    let changes = 0;
    const subscriptions: (() => void)[] = [];
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    const check = (): void => {
      if (done || awaitingPaint || !signals.isSettled()) return;
      awaitingPaint = true;
      const seen = changes;
      void afterPaint().then(() => {
        awaitingPaint = false;
        if (signals.isSettled() && changes === seen) finish();
        else check();
      });
    };
    subscriptions.push(
      signals.subscribe(() => {
        changes += 1;
        check();
      }),
    );
    check();
  });
