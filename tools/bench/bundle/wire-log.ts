/**
 * What Chromium receives over the wire while a page loads (issue 12 item 3), read from the
 * DevTools protocol of a Playwright page: per same-origin request its resource type, the
 * Content-Encoding it was sent with, the bytes transferred (`Network.loadingFinished`
 * encodedDataLength: headers and body as sent, DevTools' "transferred") and the decoded body bytes
 * (the sum of `Network.dataReceived` dataLength).
 */
import type { CDPSession, Page } from 'playwright-core';

/** One finished request of the page's origin. `encoding` is `identity` when none was sent. */
export interface WireEntry {
  readonly url: string;
  readonly type: string;
  readonly encoding: string;
  readonly transferred: number;
  readonly decoded: number;
}

interface Pending {
  url: string;
  type: string;
  encoding: string;
  decoded: number;
}

/** The requests a page made, recorded from `start()` on. */
export interface WireLog {
  /** Finished same-origin requests, in order of finishing. */
  readonly entries: () => readonly WireEntry[];
  /** Same-origin requests still open (the live stream), by URL. */
  readonly open: () => readonly string[];
  /** Resolves once no same-origin request started or finished for `quietMs` (open streams aside); rejects after `timeoutMs`. */
  readonly quiet: (quietMs: number, timeoutMs: number) => Promise<void>;
}

/** Starts recording the network of `page` (call before `page.goto`); only requests to `origin` count. */
export const recordWire = async (page: Page, origin: string): Promise<WireLog> => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Pending>();
  const finished: WireEntry[] = [];
  let lastActivity = Date.now();
  const ours = (url: string): boolean => url.startsWith(`${origin}/`) || url === origin;

  cdp.on('Network.requestWillBeSent', (event) => {
    if (!ours(event.request.url)) return;
    pending.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', encoding: 'identity', decoded: 0 });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    entry.encoding = headers['content-encoding'] ?? 'identity';
    entry.type = event.type;
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    finished.push({ ...entry, transferred: event.encodedDataLength });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (pending.delete(event.requestId)) lastActivity = Date.now();
  });

  const quiet = async (quietMs: number, timeoutMs: number): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    // The live stream stays open; anything else open means the load is not over.
    const busy = () => [...pending.values()].some((p) => p.type !== 'EventSource' && !p.url.includes('/live/stream'));
    while (Date.now() - lastActivity < quietMs || busy()) {
      if (Date.now() > deadline) throw new Error(`the page did not settle within ${timeoutMs} ms (open: ${[...pending.values()].map((p) => p.url).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { entries: () => finished, open: () => [...pending.values()].map((p) => p.url), quiet };
};
