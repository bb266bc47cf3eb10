import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_KEEP_BYTES } from '@yardfleet/domain/webhooks/webhook-retry';
import type { OutboundMode } from '@yardfleet/domain/webhooks/webhook-url';
import { RefusedAddressError, isReachableAddress, validatingLookup, type Resolver } from './outbound-address';

/** What one POST to a receiver gave: its HTTP status (null: no answer), at most 1 KiB of its answer, an error, and how long it took, ms. */
export interface SendResult {
  readonly status: number | null;
  readonly body: string | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** How a POST is made: the mode (demo's loopback allowance), the timeout, ms, and the resolver (tests inject one). */
export interface SendOptions {
  readonly mode: OutboundMode;
  readonly timeoutMs: number;
  readonly resolve?: Resolver;
}

/** `bytes` as text of at most WEBHOOK_RESPONSE_KEEP_BYTES UTF-8 bytes, without NUL (which the database cannot store). */
export const keptBody = (bytes: Buffer): string => {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, WEBHOOK_RESPONSE_KEEP_BYTES)).replace(/\0/g, '');
  while (Buffer.byteLength(text) > WEBHOOK_RESPONSE_KEEP_BYTES) text = text.slice(0, -1);
  return text;
};

/** Reads at most WEBHOOK_RESPONSE_KEEP_BYTES of `response`, then stops reading (the rest is never kept). */
const readHead = (response: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= WEBHOOK_RESPONSE_KEEP_BYTES) {
        response.destroy();
        resolve(Buffer.concat(chunks));
      }
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => resolve(Buffer.concat(chunks)));
  });

/**
 * POSTs `body` (JSON) with `headers` to `url` (docs/api.md "Webhooks"): the host is resolved and
 * every address checked before connecting (an address written in the URL too), the socket connects
 * to the checked address, redirects are not followed (a 3xx is an answer like any other, a failure
 * for the caller), and the whole call (connect, answer, first KiB of the body) is aborted after
 * `options.timeoutMs`. Never throws: a refusal, timeout or network error is `status: null` with `error`.
 */
export const postWebhook = async (url: string, headers: Readonly<Record<string, string>>, body: string, options: SendOptions): Promise<SendResult> => {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: null, body: null, error: 'not a URL', durationMs: 0 };
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isReachableAddress(host, options.mode))
    return { status: null, body: null, error: new RefusedAddressError(host).message, durationMs: 0 };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(target, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Yardfleet-Webhooks/1' },
        lookup: validatingLookup(options.mode, options.resolve),
        signal,
        agent: false,
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(body);
    });
    const head = await Promise.race([
      readHead(response),
      new Promise<Buffer>((_, reject) => signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true })),
    ]);
    response.destroy();
    return { status: response.statusCode ?? null, body: keptBody(head), error: null, durationMs: elapsed() };
  } catch (error) {
    const timedOut = signal.aborted;
    const message = timedOut ? `timeout after ${options.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    return { status: null, body: null, error: message.slice(0, 500), durationMs: elapsed() };
  }
};
