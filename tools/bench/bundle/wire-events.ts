/**
 * The bookkeeping of the wire log (wire-log.ts, docs/benchmarks.md bench:bundle): DevTools
 * `Network.*` events, from the page's session and from the sessions of its workers, folded into one
 * entry per same-origin request. Pure (no browser), so the event sequences Chromium sends can be
 * replayed in tests.
 *
 * What Chromium 156 sends for a dedicated worker's script (`new Worker(url, { type: 'module' })`,
 * logged on the basemap worker of /warehouse, three runs): the PAGE session gets
 * `requestWillBeSent` (type Script), `requestWillBeSentExtraInfo` and `responseReceivedExtraInfo`
 * (the raw headers: Content-Encoding, Content-Length, headersText), nothing more. The WORKER's
 * session (same requestId: the worker's target id) gets `responseReceived`, `dataReceived` (the
 * decoded bytes, encodedDataLength 0) and `loadingFinished` whose encodedDataLength counts the
 * response headers only (1,020 bytes for a 217,582-byte brotli body), then
 * `Inspector.workerScriptLoaded`. The worker's network events are sent whether or not a client
 * enabled the Network domain yet, so a session attached from outside Playwright's process may miss
 * some or all of them (seen: all three, no responseReceived, none).
 *
 * Hence: the encoding, Content-Length and header size come from `responseReceivedExtraInfo` (the
 * headers as sent) when there is one, from `responseReceived` otherwise; where loadingFinished
 * holds no more than the header block and no `dataReceived` counted an encoded byte, the body is
 * Content-Length (for every other request of /warehouse, 24 of them, encodedDataLength was exactly
 * headersText plus Content-Length); and a worker's script still open when the worker reports its
 * script loaded (or closes) is finished the same way, its decoded size left to `setDecoded`.
 */

/** One finished request of the page's origin. `encoding` is `identity` when none was sent. */
export interface WireEntry {
  readonly url: string;
  readonly type: string;
  readonly encoding: string;
  /** Bytes as sent: headers and body (DevTools' "transferred"). */
  readonly transferred: number;
  /** Body bytes after Content-Encoding (the sum of `dataReceived` dataLength, or set by `setDecoded`). */
  readonly decoded: number;
  /** True when Chromium counted no body bytes (a worker's script) and the body is Content-Length. */
  readonly bodyFromContentLength: boolean;
}

/** The parts of the DevTools events used here (Protocol.Network.*; playwright-core does not export its types). */
export interface WireEvents {
  'Network.requestWillBeSent': { requestId: string; request: { url: string }; type?: string };
  'Network.responseReceived': { requestId: string; type: string; response: { headers: Record<string, unknown> } };
  'Network.responseReceivedExtraInfo': { requestId: string; headers: Record<string, unknown>; headersText?: string };
  'Network.dataReceived': { requestId: string; dataLength: number; encodedDataLength: number };
  'Network.loadingFinished': { requestId: string; encodedDataLength: number };
  'Network.loadingFailed': { requestId: string };
}

interface Headers {
  encoding: string;
  contentLength: number | null;
  /** Bytes of the raw header block (headersText), when known. */
  size: number | null;
}

interface Pending {
  url: string;
  type: string;
  decoded: number;
  encodedBody: number;
  /** The session the request was first seen on: `page` or a worker's session id. */
  session: string;
}

/** The recorder of one page load; `now` is the clock of `lastActivity` (ms). */
export interface WireRecorder {
  /** Feeds one event, as received on `session` (`page`, or the id of a worker's session). */
  readonly event: <M extends keyof WireEvents>(session: string, method: M, params: WireEvents[M]) => void;
  /** The worker of `session` (target `targetId`) loaded its script, or closed: its script is finished from its headers if still open. */
  readonly workerScriptLoaded: (session: string, targetId: string) => void;
  /** The worker's session ended (the worker closed): its script as in workerScriptLoaded, its other open requests will not finish. */
  readonly sessionEnded: (session: string, targetId: string) => void;
  /** Sets the decoded size of finished entries of `url` that have none (a worker script whose dataReceived was missed). */
  readonly setDecoded: (url: string, bytes: number) => void;
  readonly entries: () => readonly WireEntry[];
  /** Unfinished same-origin requests as `{ url, type }`. */
  readonly pending: () => readonly { readonly url: string; readonly type: string }[];
  /** When a same-origin request last started, finished or failed (`now()` time). */
  readonly lastActivity: () => number;
}

const headersOf = (raw: Record<string, unknown>, text: string | undefined): Headers => {
  const lower = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const length = Number(lower['content-length']);
  return {
    encoding: lower['content-encoding'] ?? 'identity',
    contentLength: lower['content-length'] !== undefined && Number.isSafeInteger(length) ? length : null,
    size: text === undefined ? null : new TextEncoder().encode(text).length,
  };
};

/** A recorder counting only requests whose URL is `origin` or below it. */
export const createWireRecorder = (origin: string, now: () => number = Date.now): WireRecorder => {
  const pending = new Map<string, Pending>();
  // By requestId, either event may come first: the raw headers (ExtraInfo) and the parsed ones.
  const rawHeaders = new Map<string, Headers>();
  const parsedHeaders = new Map<string, Headers>();
  const finished: WireEntry[] = [];
  let lastActivity = now();
  const ours = (url: string): boolean => url.startsWith(`${origin}/`) || url === origin;

  const finish = (requestId: string, entry: Pending, reported: number | null): void => {
    pending.delete(requestId);
    const headers = rawHeaders.get(requestId) ?? parsedHeaders.get(requestId);
    const head = rawHeaders.get(requestId)?.size ?? null;
    rawHeaders.delete(requestId);
    parsedHeaders.delete(requestId);
    const length = headers?.contentLength ?? null;
    // No body byte counted although a body came: loadingFinished holds the header block alone.
    const bodyFromContentLength =
      length !== null &&
      length > 0 &&
      entry.encodedBody === 0 &&
      (reported === null ? head !== null : entry.decoded > 0 && (head === null ? reported < length : reported <= head));
    const transferred = reported === null ? (head ?? 0) + (length ?? 0) : bodyFromContentLength ? reported + (length ?? 0) : reported;
    finished.push({ url: entry.url, type: entry.type, encoding: headers?.encoding ?? 'identity', transferred, decoded: entry.decoded, bodyFromContentLength });
    lastActivity = now();
  };

  const handlers: { [M in keyof WireEvents]: (session: string, params: WireEvents[M]) => void } = {
    'Network.requestWillBeSent': (session, { requestId, request, type }) => {
      if (!ours(request.url) || pending.has(requestId)) return;
      pending.set(requestId, { url: request.url, type: type ?? 'Other', decoded: 0, encodedBody: 0, session });
      lastActivity = now();
    },
    'Network.responseReceived': (_session, { requestId, type, response }) => {
      const entry = pending.get(requestId);
      if (!entry) return;
      parsedHeaders.set(requestId, headersOf(response.headers, undefined));
      entry.type = type;
    },
    'Network.responseReceivedExtraInfo': (_session, { requestId, headers, headersText }) => {
      rawHeaders.set(requestId, headersOf(headers, headersText));
    },
    'Network.dataReceived': (_session, { requestId, dataLength, encodedDataLength }) => {
      const entry = pending.get(requestId);
      if (!entry) return;
      entry.decoded += dataLength;
      entry.encodedBody += encodedDataLength;
    },
    'Network.loadingFinished': (_session, { requestId, encodedDataLength }) => {
      const entry = pending.get(requestId);
      if (entry) finish(requestId, entry, encodedDataLength);
    },
    'Network.loadingFailed': (_session, { requestId }) => {
      rawHeaders.delete(requestId);
      parsedHeaders.delete(requestId);
      if (pending.delete(requestId)) lastActivity = now();
    },
  };

  const workerScriptLoaded = (_session: string, targetId: string): void => {
    const script = pending.get(targetId);
    if (!script) return;
    if ((rawHeaders.get(targetId)?.size ?? null) !== null) finish(targetId, script, null);
    else if (pending.delete(targetId)) lastActivity = now();
  };

  return {
    event: (session, method, params) => handlers[method](session, params),
    workerScriptLoaded,
    sessionEnded: (session, targetId) => {
      workerScriptLoaded(session, targetId);
      for (const [requestId, entry] of pending) {
        if (entry.session !== session) continue;
        pending.delete(requestId);
        lastActivity = now();
      }
    },
    setDecoded: (url, bytes) => {
      finished.forEach((entry, index) => {
        if (entry.url === url && entry.decoded === 0) finished[index] = { ...entry, decoded: bytes };
      });
    },
    entries: () => finished,
    pending: () => [...pending.values()].map(({ url, type }) => ({ url, type })),
    lastActivity: () => lastActivity,
  };
};
