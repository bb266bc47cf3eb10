import { describe, expect, it } from 'vitest';
import { createWireRecorder } from './wire-events';

const ORIGIN = 'http://127.0.0.1:18201';
const WORKER_JS = `${ORIGIN}/assets/basemap-worker-BLLZrEfz.js`;
const WORKER_ID = 'D40FA5FB75379A2AEE31A64E5842D462';
const WORKER_SESSION = '634988CE54BC2F3C170CF83899D436AC';
const head = (bytes: number): string => 'x'.repeat(bytes);

/** A recorder on a clock that moves only when told. */
const recorderAt = () => {
  let time = 0;
  const recorder = createWireRecorder(ORIGIN, () => time);
  return { recorder, tick: (ms: number) => (time += ms) };
};

describe('createWireRecorder', () => {
  it('counts a page request as loadingFinished reports it, with its encoding and decoded bytes', () => {
    const { recorder } = recorderAt();
    recorder.event('page', 'Network.requestWillBeSent', { requestId: '1', request: { url: `${ORIGIN}/assets/vendor.js` }, type: 'Script' });
    recorder.event('page', 'Network.responseReceivedExtraInfo', {
      requestId: '1',
      headers: { 'content-encoding': 'br', 'content-length': '115955' },
      headersText: head(1020),
    });
    recorder.event('page', 'Network.responseReceived', {
      requestId: '1',
      type: 'Script',
      response: { headers: { 'Content-Encoding': 'br', 'content-length': '115955' } },
    });
    recorder.event('page', 'Network.dataReceived', { requestId: '1', dataLength: 400_000, encodedDataLength: 115_955 });
    recorder.event('page', 'Network.loadingFinished', { requestId: '1', encodedDataLength: 116_975 });
    expect(recorder.entries()).toEqual([
      { url: `${ORIGIN}/assets/vendor.js`, type: 'Script', encoding: 'br', transferred: 116_975, decoded: 400_000, bodyFromContentLength: false },
    ]);
    expect(recorder.pending()).toEqual([]);
  });

  it('keeps a document whose dataReceived counted no encoded byte as reported (its body is in loadingFinished)', () => {
    const { recorder } = recorderAt();
    recorder.event('page', 'Network.requestWillBeSent', { requestId: 'doc', request: { url: `${ORIGIN}/warehouse` }, type: 'Document' });
    recorder.event('page', 'Network.responseReceivedExtraInfo', {
      requestId: 'doc',
      headers: { 'content-encoding': 'br', 'content-length': '537' },
      headersText: head(975),
    });
    recorder.event('page', 'Network.responseReceived', {
      requestId: 'doc',
      type: 'Document',
      response: { headers: { 'content-encoding': 'br', 'content-length': '537' } },
    });
    recorder.event('page', 'Network.dataReceived', { requestId: 'doc', dataLength: 1343, encodedDataLength: 0 });
    recorder.event('page', 'Network.loadingFinished', { requestId: 'doc', encodedDataLength: 1512 });
    expect(recorder.entries()[0]).toMatchObject({ transferred: 1512, bodyFromContentLength: false });
  });

  /** What the page session always gets for the basemap worker's script (wire-events.ts). */
  const workerScriptOnPage = (recorder: ReturnType<typeof createWireRecorder>) => {
    recorder.event('page', 'Network.requestWillBeSent', { requestId: WORKER_ID, request: { url: WORKER_JS }, type: 'Script' });
    recorder.event('page', 'Network.responseReceivedExtraInfo', {
      requestId: WORKER_ID,
      headers: { 'content-encoding': 'br', 'content-length': '217582' },
      headersText: head(1020),
    });
  };

  it("finishes a worker's script announced on the page and ended on the worker's session, its body taken from Content-Length", () => {
    const { recorder } = recorderAt();
    workerScriptOnPage(recorder);
    expect(recorder.pending()).toEqual([{ url: WORKER_JS, type: 'Script' }]);
    recorder.event(WORKER_SESSION, 'Network.responseReceived', {
      requestId: WORKER_ID,
      type: 'Script',
      response: { headers: { 'content-encoding': 'br', 'content-length': '217582' } },
    });
    recorder.event(WORKER_SESSION, 'Network.dataReceived', { requestId: WORKER_ID, dataLength: 803_470, encodedDataLength: 0 });
    recorder.event(WORKER_SESSION, 'Network.loadingFinished', { requestId: WORKER_ID, encodedDataLength: 1020 });
    expect(recorder.entries()).toEqual([
      { url: WORKER_JS, type: 'Script', encoding: 'br', transferred: 1020 + 217_582, decoded: 803_470, bodyFromContentLength: true },
    ]);
    expect(recorder.pending()).toEqual([]);
  });

  it("counts a worker's script whose responseReceived came before the worker's Network domain was on", () => {
    const { recorder } = recorderAt();
    workerScriptOnPage(recorder);
    recorder.event(WORKER_SESSION, 'Network.dataReceived', { requestId: WORKER_ID, dataLength: 803_470, encodedDataLength: 0 });
    recorder.event(WORKER_SESSION, 'Network.loadingFinished', { requestId: WORKER_ID, encodedDataLength: 1020 });
    recorder.workerScriptLoaded(WORKER_SESSION, WORKER_ID);
    expect(recorder.entries()).toEqual([
      { url: WORKER_JS, type: 'Script', encoding: 'br', transferred: 218_602, decoded: 803_470, bodyFromContentLength: true },
    ]);
  });

  it("finishes a worker's script none of whose worker events came on workerScriptLoaded, from its headers; setDecoded fills its decoded size", () => {
    const { recorder, tick } = recorderAt();
    workerScriptOnPage(recorder);
    tick(100);
    recorder.workerScriptLoaded(WORKER_SESSION, WORKER_ID);
    expect(recorder.pending()).toEqual([]);
    expect(recorder.lastActivity()).toBe(100);
    expect(recorder.entries()).toEqual([{ url: WORKER_JS, type: 'Script', encoding: 'br', transferred: 218_602, decoded: 0, bodyFromContentLength: true }]);
    recorder.setDecoded(WORKER_JS, 803_470);
    recorder.setDecoded(`${ORIGIN}/other.js`, 5);
    expect(recorder.entries()[0]?.decoded).toBe(803_470);
  });

  it('records what a worker fetches, and ignores other origins', () => {
    const { recorder } = recorderAt();
    recorder.event(WORKER_SESSION, 'Network.requestWillBeSent', { requestId: 'w1', request: { url: `${ORIGIN}/assets/pieces.bin` }, type: 'Fetch' });
    recorder.event(WORKER_SESSION, 'Network.requestWillBeSent', {
      requestId: 'w2',
      request: { url: 'https://tile.openstreetmap.org/1/1/1.png' },
      type: 'Image',
    });
    recorder.event(WORKER_SESSION, 'Network.responseReceived', { requestId: 'w1', type: 'Fetch', response: { headers: {} } });
    recorder.event(WORKER_SESSION, 'Network.dataReceived', { requestId: 'w1', dataLength: 10, encodedDataLength: 10 });
    recorder.event(WORKER_SESSION, 'Network.loadingFinished', { requestId: 'w1', encodedDataLength: 210 });
    expect(recorder.entries()).toEqual([
      { url: `${ORIGIN}/assets/pieces.bin`, type: 'Fetch', encoding: 'identity', transferred: 210, decoded: 10, bodyFromContentLength: false },
    ]);
    expect(recorder.pending()).toEqual([]);
  });

  it('drops the unfinished requests of a worker whose session ended, and notes the activity', () => {
    const { recorder, tick } = recorderAt();
    recorder.event('page', 'Network.requestWillBeSent', { requestId: WORKER_ID, request: { url: WORKER_JS }, type: 'Script' });
    recorder.event('page', 'Network.requestWillBeSent', { requestId: 'stream', request: { url: `${ORIGIN}/web-hmac/web/live/stream` }, type: 'Fetch' });
    recorder.event(WORKER_SESSION, 'Network.requestWillBeSent', { requestId: 'w1', request: { url: `${ORIGIN}/a.json` }, type: 'Fetch' });
    tick(500);
    recorder.sessionEnded(WORKER_SESSION, WORKER_ID);
    expect(recorder.pending()).toEqual([{ url: `${ORIGIN}/web-hmac/web/live/stream`, type: 'Fetch' }]);
    expect(recorder.lastActivity()).toBe(500);
  });

  it('forgets a failed request', () => {
    const { recorder } = recorderAt();
    recorder.event('page', 'Network.requestWillBeSent', { requestId: '1', request: { url: `${ORIGIN}/x` } });
    recorder.event('page', 'Network.loadingFailed', { requestId: '1' });
    expect(recorder.pending()).toEqual([]);
    expect(recorder.entries()).toEqual([]);
  });
});
