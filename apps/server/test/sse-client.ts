import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';

/** One message of a text/event-stream: its `id`, `event` (default `message`) and `data` lines. */
export interface SseMessage {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/** What the stream said so far, in order: messages, `retry:` values and comment lines. */
export type SseItem =
  | { readonly kind: 'message'; readonly message: SseMessage }
  | { readonly kind: 'retry'; readonly ms: number }
  | { readonly kind: 'comment'; readonly text: string };

/** An open stream. */
export interface SseStream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly items: SseItem[];
  /** Resolves when the server ends the stream (or the client aborts). */
  readonly ended: Promise<void>;
  /** Waits for the first item at or after position `from` that `match` accepts; rejects after `timeoutMs`. */
  readonly waitFor: <T extends SseItem>(match: (item: SseItem) => item is T, timeoutMs?: number, from?: number) => Promise<T>;
  readonly abort: () => void;
}

/** Parses the text/event-stream format (WHATWG HTML, server-sent events) block by block. */
const parseBlock = (block: string, out: SseItem[]): void => {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  let any = false;
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith(':')) {
      out.push({ kind: 'comment', text: line.slice(1).trim() });
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'retry') out.push({ kind: 'retry', ms: Number(value) });
    if (field === 'id') id = value;
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
    any ||= field === 'id' || field === 'event' || field === 'data';
  }
  if (any) out.push({ kind: 'message', message: { id, event, data: data.join('\n') } });
};

/** One GET on its own socket (no keep-alive pool): answers the response, and how to abort it. */
const get = (url: string, headers: Record<string, string>): Promise<{ response: IncomingMessage; abort: () => void }> =>
  new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, agent: false }, (response) => resolve({ response, abort: () => request.destroy() }));
    request.on('error', reject);
  });

/**
 * Opens `GET /web-hmac/web/live/stream` on `base` with the headers (rules 7.4) of `session` (and
 * `extra`, e.g. Last-Event-ID). A JSON answer (a refusal) is returned as `{ envelope }`.
 * Read with node:http on a socket of its own rather than fetch: after an abort, fetch (undici)
 * opens a spare connection that would hold a closing server for a minute.
 */
export const openStream = async (
  base: string,
  session: { readonly token: string; readonly uid: string } | null,
  extra: Record<string, string> = {},
): Promise<{ readonly envelope: { code: number; message: string; entry: unknown } } | { readonly stream: SseStream }> => {
  const headers: Record<string, string> = {
    deviceType: 'web',
    lang: 'en-US',
    deviceId: 'test-device',
    traceId: `live-${Math.random().toString(36).slice(2)}`,
    ...extra,
  };
  if (session !== null) Object.assign(headers, { token: session.token, uid: session.uid });
  const { response, abort } = await get(`${base}${liveStreamPath}`, headers);
  response.setEncoding('utf8');
  if ((response.headers['content-type'] ?? '').startsWith('application/json')) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    return { envelope: JSON.parse(text) as { code: number; message: string; entry: unknown } };
  }
  const items: SseItem[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += String(chunk);
        let gap = /\r?\n\r?\n/.exec(buffer);
        while (gap !== null) {
          parseBlock(buffer.slice(0, gap.index), items);
          buffer = buffer.slice(gap.index + gap[0].length);
          gap = /\r?\n\r?\n/.exec(buffer);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // aborted by the client
    }
  })();
  const waitFor = <T extends SseItem>(match: (item: SseItem) => item is T, timeoutMs = 5_000, from = 0): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const check = (): void => {
        const found = items.slice(from).find(match);
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching stream item within ${timeoutMs} ms; got ${JSON.stringify(items)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { stream: { status: response.statusCode ?? 0, headers: response.headers, items, ended, waitFor, abort } };
};

/** Matches a `change` message. */
export const isChange = (item: SseItem): item is { kind: 'message'; message: SseMessage } => item.kind === 'message' && item.message.event === 'change';
/** Matches any message (change or reset). */
export const isMessage = (item: SseItem): item is { kind: 'message'; message: SseMessage } => item.kind === 'message';
/** Matches a comment line. */
export const isComment = (item: SseItem): item is { kind: 'comment'; text: string } => item.kind === 'comment';
