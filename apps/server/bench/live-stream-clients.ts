/**
 * The client side of bench/live-streams.ts, run as its child process (so reading 1,000 streams
 * does not share the server's event loop). Told by IPC `{ base, streams: [{ token, uid, company }] }`,
 * it opens every stream (node:http, one socket each) and answers `{ kind: 'ready' }` once each
 * has sent its first line; then for each change event it counts arrivals per (company, entity id)
 * and, when the expected number of streams of that company got it, answers
 * `{ kind: 'arrived', entityId, firstNs, lastNs, count }` with process.hrtime (CLOCK_MONOTONIC,
 * the same clock as the parent's). `{ kind: 'expect', entityId, company }` announces the next
 * event, `{ kind: 'stop' }` closes every stream and exits.
 */
import { get } from 'node:http';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';

interface StreamSpec {
  readonly token: string;
  readonly uid: string;
  readonly company: number;
}
type Command =
  | { readonly kind: 'open'; readonly base: string; readonly streams: readonly StreamSpec[] }
  | { readonly kind: 'expect'; readonly entityId: string; readonly company: number }
  | { readonly kind: 'stop' };

const send = (message: unknown): void => {
  process.send?.(message);
};

const perCompany = new Map<number, number>();
const arrivals = new Map<string, { first: bigint; last: bigint; count: number }>();
const expected = new Map<string, number>();
const aborts: (() => void)[] = [];

const settle = (entityId: string): void => {
  const got = arrivals.get(entityId);
  const company = expected.get(entityId);
  if (got === undefined || company === undefined || got.count < (perCompany.get(company) ?? 0)) return;
  expected.delete(entityId);
  arrivals.delete(entityId);
  send({ kind: 'arrived', entityId, firstNs: got.first.toString(), lastNs: got.last.toString(), count: got.count });
};

const onChange = (data: string): void => {
  const at = process.hrtime.bigint();
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed !== 'object' || parsed === null || !('id' in parsed) || typeof parsed.id !== 'string') return;
  const prior = arrivals.get(parsed.id);
  arrivals.set(parsed.id, prior === undefined ? { first: at, last: at, count: 1 } : { first: prior.first, last: at, count: prior.count + 1 });
  settle(parsed.id);
};

/** Opens one stream; resolves once its first block (`retry:`) arrived. */
const open = (base: string, spec: StreamSpec): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = get(
      `${base}${liveStreamPath}`,
      { agent: false, headers: { token: spec.token, uid: spec.uid, deviceType: 'web', lang: 'en-US', deviceId: 'bench', traceId: 'bench' } },
      (response) => {
        if (!(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          reject(new Error(`stream refused (${response.headers['content-type'] ?? 'no content type'})`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let first = true;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (first) {
              first = false;
              resolve();
            }
            if (block.includes('\nevent: change\n')) onChange(block.slice(block.indexOf('\ndata: ') + 7));
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', reject);
    aborts.push(() => request.destroy());
  });

process.on('message', (command: Command) => {
  if (command.kind === 'open') {
    for (const s of command.streams) perCompany.set(s.company, (perCompany.get(s.company) ?? 0) + 1);
    const run = async (): Promise<void> => {
      for (let i = 0; i < command.streams.length; i += 100) {
        await Promise.all(command.streams.slice(i, i + 100).map((s) => open(command.base, s)));
      }
      send({ kind: 'ready' });
    };
    run().catch((error: unknown) => send({ kind: 'failed', message: String(error) }));
  } else if (command.kind === 'expect') {
    expected.set(command.entityId, command.company);
    settle(command.entityId);
  } else {
    for (const abort of aborts) abort();
    process.exit(0);
  }
});
