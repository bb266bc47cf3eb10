/**
 * When deliveries are retried and given up (docs/decisions on the webhook outbox): exponential
 * backoff from WEBHOOK_FIRST_RETRY_MS, doubling per failed attempt up to WEBHOOK_MAX_RETRY_MS,
 * each delay with up to 10 % of jitter so many failed deliveries do not come back at once; a
 * delivery whose event is older than WEBHOOK_GIVE_UP_MS is given up instead of retried, and an
 * endpoint whose deliveries have failed without a success for WEBHOOK_DISABLE_AFTER_MS is disabled.
 */
export const WEBHOOK_FIRST_RETRY_MS = 5_000;
/** Longest delay between two attempts, ms (one hour). */
export const WEBHOOK_MAX_RETRY_MS = 60 * 60_000;
/** How long a delivery is retried after its event was written, ms (24 hours). */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60_000;
/** How long an endpoint may fail without one success before it is disabled, ms (24 hours). */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60_000;
/** How long a receiver may take to answer, ms (headers and body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Most bytes of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEEP_BYTES = 1_024;

/**
 * The delay before the next attempt after `attempts` failed ones (1 or more), ms: 5 s, 10 s, 20 s,
 * ... up to one hour, plus `jitter` (0..1, default 0) times 10 % of it.
 */
export const webhookRetryDelayMs = (attempts: number, jitter = 0): number => {
  const base = Math.min(WEBHOOK_MAX_RETRY_MS, WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(base + base * 0.1 * Math.min(1, Math.max(0, jitter)));
};

/**
 * What follows a failed attempt at `now` of an event created at `createdAt`: the time of the next
 * attempt, or `'give_up'` when that time would be WEBHOOK_GIVE_UP_MS or more after the event.
 */
export const nextWebhookAttempt = (createdAt: Date, attempts: number, now: Date, jitter = 0): Date | 'give_up' => {
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempts, jitter));
  return next.getTime() - createdAt.getTime() >= WEBHOOK_GIVE_UP_MS ? 'give_up' : next;
};

/** True when an endpoint failing since `failingSince` (null: its last delivery succeeded) is to be disabled at `now`. */
export const webhookEndpointToDisable = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;

/** True when an HTTP status counts as delivered: 2xx only (a redirect is a failure: none is followed). */
export const isWebhookSuccess = (status: number): boolean => status >= 200 && status < 300;
