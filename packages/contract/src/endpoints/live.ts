import * as t from 'io-ts';
import { NonEmptyString } from '@yardfleet/domain/entities/brand';

/**
 * The live update channel (rules 12; architecture 6): one company-scoped Server-Sent Events stream per
 * open app. It is read with `fetch` (never `EventSource`), so the session travels in the headers
 * of rules 7.4 (`token`, `uid`, ...) like every call and never in a URL.
 *
 * `GET /web-hmac/web/live/stream` answers:
 * - `text/event-stream` when the session is valid: first a `retry: LIVE_RETRY_MS` line, then one
 *   message per change (`id: <event id>`, `event: change`, `data: <LiveEvent JSON>`), and a comment
 *   line (`: heartbeat`) every LIVE_HEARTBEAT_MS. A reconnect that sends `Last-Event-ID` first gets
 *   the company's events after that id that are still kept (LIVE_REPLAY_LIMIT at most; when older
 *   ones were dropped, one `event: reset` tells the client to refetch everything). A first
 *   connection (no `Last-Event-ID`) may send `Live-Replay-Ms` instead (LIVE_REPLAY_MS_HEADER): it
 *   first gets the company's events of that many last milliseconds, so a change committed after
 *   the client's first reads and before its stream opened is not missed.
 * - otherwise a JSON envelope, like every call: 1401 without a valid session;
 *   `liveStreamLimit` (1170010429) when the session or the company already has its most open streams.
 * The stream ends when its session logs out or expires.
 */
export const liveStreamPath = '/web-hmac/web/live/stream';

/** The reconnect delay the server asks for, ms. */
export const LIVE_RETRY_MS = 3_000;
/** A comment line at least this often keeps proxies from closing an idle stream, ms. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Most events replayed after `Last-Event-ID` (or within `Live-Replay-Ms`); more answer `event: reset` first. */
export const LIVE_REPLAY_LIMIT = 1_000;

/**
 * The header of a first connection (no `Last-Event-ID` yet): how long ago, in whole milliseconds,
 * the client's reads were last known current (its first read of the session, or the last bytes
 * of its previous stream). The server replays the company's events created in that window, widened
 * by LIVE_REPLAY_MARGIN_MS; a window longer than LIVE_REPLAY_WINDOW_MAX_MS answers `event: reset`
 * (refetch everything), and a value that is not 0 to 10 digits is ignored (no replay).
 */
export const LIVE_REPLAY_MS_HEADER = 'live-replay-ms';
/** What the server adds to a `Live-Replay-Ms` window: the request's travel and the time a change's transaction ran before its commit, ms. */
export const LIVE_REPLAY_MARGIN_MS = 2_000;
/** The longest `Live-Replay-Ms` window the server can replay (it keeps events an hour), ms. */
export const LIVE_REPLAY_WINDOW_MAX_MS = 60 * 60_000;

/**
 * What changed: a charger (its ports, batteries or energy), a charge system (its gateway or the
 * chargers it links), a machine (position, status, activity), a warehouse, a gateway of any kind
 * (bound, reset, deleted, reported, swept offline), a notification (new ones of the company: the
 * bell refetches its list and count), an alert (opened, acknowledged, resolved, escalated, or
 * deleted with its rule: the alert lists, the machine's alerts and the bell refetch). Rules 12.2, 22.5.
 */
export const LiveEntity = t.keyof(
  { charger: null, charge_system: null, equipment: null, warehouse: null, gateway: null, notification: null, alert: null },
  'LiveEntity',
);
export type LiveEntity = t.TypeOf<typeof LiveEntity>;

/**
 * The data of one `change` message: which entity changed, by id. Small on purpose: the client
 * refetches what it shows of that entity; nothing else of the company travels on the stream.
 */
export const LiveEvent = t.type({ entity: LiveEntity, id: NonEmptyString }, 'LiveEvent');
export type LiveEvent = t.TypeOf<typeof LiveEvent>;
