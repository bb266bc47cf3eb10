/**
 * What Chromium receives over the wire while a page loads (docs/benchmarks.md, bench:bundle), read
 * from the DevTools protocol of a Playwright page and of its workers: per same-origin request its
 * resource type, the Content-Encoding it was sent with, the bytes transferred
 * (`Network.loadingFinished` encodedDataLength: headers and body as sent, DevTools' "transferred")
 * and the decoded body bytes (the sum of `Network.dataReceived` dataLength). The events are folded
 * by wire-events.ts.
 *
 * Workers: a dedicated worker's script and whatever the worker fetches are reported on the
 * worker's own target, not the page's (the page session sees the script's `requestWillBeSent` and
 * never its end, so the load never settled). The page session therefore auto-attaches to the
 * page's workers (`Target.setAutoAttach`, each worker paused until `Network.enable` is on) and
 * reads their events (what arrives where: wire-events.ts). Not flattened: Playwright drops the events of flattened sessions it did not
 * open itself, so the worker sessions are spoken to through `Target.sendMessageToTarget` and heard
 * through `Target.receivedMessageFromTarget`, on the page session. Playwright's own request events
 * (`requestfinished`, `request.sizes()`) do report the worker's script, but with the same header-only
 * byte count (responseBodySize 0), so they are not used. A worker script's decoded size, when its
 * `dataReceived` came before the worker's Network domain was on, is the page's Resource Timing
 * decodedBodySize (the page records its workers' scripts). Workers started by workers are not followed.
 */
import type { CDPSession, Page } from 'playwright-core';
import { createWireRecorder, type WireEntry, type WireEvents } from './wire-events';

export type { WireEntry } from './wire-events';

/** The requests a page made, recorded from `recordWire` on. */
export interface WireLog {
  /** Finished same-origin requests, in order of finishing. */
  readonly entries: () => readonly WireEntry[];
  /** Same-origin requests still open (the live stream), by URL. */
  readonly open: () => readonly string[];
  /**
   * Resolves once no same-origin request started or finished for `quietMs` (open streams aside), the
   * decoded size of worker scripts then filled in from the page's Resource Timing; rejects after `timeoutMs`.
   */
  readonly quiet: (quietMs: number, timeoutMs: number) => Promise<void>;
}

const NETWORK_EVENTS: ReadonlySet<string> = new Set<keyof WireEvents>([
  'Network.requestWillBeSent',
  'Network.responseReceived',
  'Network.responseReceivedExtraInfo',
  'Network.dataReceived',
  'Network.loadingFinished',
  'Network.loadingFailed',
]);

/** A worker's protocol message when it is one of the NETWORK_EVENTS (Chromium's shapes are trusted, as Playwright's typed events do). */
const networkEvent = (message: string): { method: keyof WireEvents; params: WireEvents[keyof WireEvents] } | null => {
  const parsed: unknown = JSON.parse(message);
  if (typeof parsed !== 'object' || parsed === null || !('method' in parsed) || !('params' in parsed)) return null;
  const { method, params } = parsed;
  if (typeof method !== 'string' || !NETWORK_EVENTS.has(method) || typeof params !== 'object' || params === null) return null;
  return { method: method as keyof WireEvents, params: params as WireEvents[keyof WireEvents] };
};

/** Starts recording the network of `page` and its workers (call before `page.goto`); only requests to `origin` count. */
export const recordWire = async (page: Page, origin: string): Promise<WireLog> => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const recorder = createWireRecorder(origin);
  cdp.on('Network.requestWillBeSent', (event) => recorder.event('page', 'Network.requestWillBeSent', event));
  cdp.on('Network.responseReceived', (event) => recorder.event('page', 'Network.responseReceived', event));
  cdp.on('Network.responseReceivedExtraInfo', (event) => recorder.event('page', 'Network.responseReceivedExtraInfo', event));
  cdp.on('Network.dataReceived', (event) => recorder.event('page', 'Network.dataReceived', event));
  cdp.on('Network.loadingFinished', (event) => recorder.event('page', 'Network.loadingFinished', event));
  cdp.on('Network.loadingFailed', (event) => recorder.event('page', 'Network.loadingFailed', event));

  let lastId = 0;
  const toTarget = (sessionId: string, method: string) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++lastId, method }) });
  const workers = new Map<string, string>();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    workers.set(sessionId, targetInfo.targetId);
    // In order on the target: its network is reported before it runs. A closed worker just fails.
    toTarget(sessionId, 'Network.enable')
      .then(() => toTarget(sessionId, 'Runtime.runIfWaitingForDebugger'))
      .catch(() => undefined);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const event = networkEvent(message);
    if (event) recorder.event(sessionId, event.method, event.params);
    else if (message.includes('"Inspector.workerScriptLoaded"')) recorder.workerScriptLoaded(sessionId, workers.get(sessionId) ?? '');
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId, targetId }) => recorder.sessionEnded(sessionId, targetId ?? workers.get(sessionId) ?? ''));
  await cdp.send('Network.enable');
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  const quiet = async (quietMs: number, timeoutMs: number): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    // The live stream stays open; anything else open means the load is not over.
    const busy = () => recorder.pending().some((p) => p.type !== 'EventSource' && !p.url.includes('/live/stream'));
    while (Date.now() - recorder.lastActivity() < quietMs || busy()) {
      if (Date.now() > deadline)
        throw new Error(
          `the page did not settle within ${timeoutMs} ms (open: ${recorder
            .pending()
            .map((p) => p.url)
            .join(', ')})`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const missing = new Set(
      recorder
        .entries()
        .filter((e) => e.bodyFromContentLength && e.decoded === 0)
        .map((e) => e.url),
    );
    if (missing.size === 0) return;
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => [r.name, (r as PerformanceResourceTiming).decodedBodySize] as const),
    );
    for (const [url, bytes] of timings) if (missing.has(url)) recorder.setDecoded(url, bytes);
  };
  return { entries: recorder.entries, open: () => recorder.pending().map((p) => p.url), quiet };
};
