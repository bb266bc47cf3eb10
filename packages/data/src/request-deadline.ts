import { REQUEST_TIMEOUT_MS } from '@yardfleet/domain/constants';
import type { ApiError } from './api-error';

/** The abort signal of one request and what its end means (`requestDeadline`). */
export interface RequestDeadline {
  /** Give it to `fetch`: aborts when the caller's signal aborts or when the deadline passes. */
  readonly signal: AbortSignal;
  /** Ends the deadline early (the answer has started; later reading is not timed). */
  readonly stopTimer: () => void;
  /**
   * What a thrown `error` of the request means: `timeout` when the deadline passed, `cancelled`
   * when the caller aborted, else `network` with the error's text.
   */
  readonly failureOf: (error: unknown) => ApiError;
  /** Stops the timer and stops listening to the caller's signal: call it once the request settled. */
  readonly release: () => void;
}

/**
 * The deadline of one request (rules 7.6): an AbortController that aborts after REQUEST_TIMEOUT_MS
 * (60 s) or as soon as `cancelled` (the caller's signal, if any) aborts, telling which happened.
 * Shared by the base query and the report download.
 */
export const requestDeadline = (cancelled: AbortSignal | undefined): RequestDeadline => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = (): void => controller.abort();
  cancelled?.addEventListener('abort', cancel);
  return {
    signal: controller.signal,
    stopTimer: () => clearTimeout(timer),
    failureOf: (error) => {
      if (timedOut) return { kind: 'timeout' };
      if (controller.signal.aborted) return { kind: 'cancelled' };
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    },
    release: () => {
      clearTimeout(timer);
      cancelled?.removeEventListener('abort', cancel);
    },
  };
};
