/**
 * Reading the server's answers as a browser would (docs/benchmarks.md, bench:api): the body may come
 * compressed (`content-encoding: br` or `gzip`, rules 7.13), and every JSON answer is the envelope
 * `{ code, message, entry }` whose `code` 200 is success (rules 7.2: business failures are HTTP 200
 * with another code). Pure functions of bytes and headers (answers.test.ts).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The envelope code of success (rules 7.2). */
export const CODE_OK = 200;

/** What an answer's body held: the envelope's code and entry, or why it could not be read. */
export type Envelope = { readonly ok: true; readonly code: number; readonly entry: unknown } | { readonly ok: false; readonly problem: string };

/** The value of header `name` (any case; the first of a repeated header), or undefined. */
export const headerValue = (headers: Readonly<Record<string, string | string[]>>, name: string): string | undefined => {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
};

/**
 * The body's bytes after undoing `content-encoding` (`br`, `gzip`, `deflate`, or none / `identity`).
 * @throws Error for another encoding or bytes that do not decompress.
 */
export const decodedBytes = (body: Buffer, contentEncoding: string | undefined): Buffer => {
  const encoding = (contentEncoding ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  throw new Error(`unexpected content-encoding ${encoding}`);
};

/** Reads the envelope from a (possibly compressed) body; never throws. */
export const readEnvelope = (body: Buffer, contentEncoding: string | undefined): Envelope => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodedBytes(body, contentEncoding).toString('utf8'));
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message.slice(0, 120) : 'unreadable body' };
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed) || typeof parsed.code !== 'number') {
    return { ok: false, problem: 'not the envelope { code, message, entry }' };
  }
  return { ok: true, code: parsed.code, entry: 'entry' in parsed ? parsed.entry : undefined };
};
