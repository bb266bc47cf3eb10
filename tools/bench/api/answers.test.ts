import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headerValue, readEnvelope } from './answers';

const body = JSON.stringify({ code: 200, message: 'ok', entry: { total: 3 } });

describe('readEnvelope', () => {
  it('reads the envelope of an answer sent with brotli, gzip or no compression', () => {
    for (const [bytes, encoding] of [
      [brotliCompressSync(body), 'br'],
      [gzipSync(body), 'gzip'],
      [Buffer.from(body), undefined],
    ] as const) {
      expect(readEnvelope(bytes, encoding)).toEqual({ ok: true, code: 200, entry: { total: 3 } });
    }
  });
  it('keeps a business failure’s code (HTTP 200 with another envelope code)', () => {
    expect(readEnvelope(Buffer.from('{"code":1401,"message":"expired","entry":null}'), 'identity')).toEqual({ ok: true, code: 1401, entry: null });
  });
  it('reports a body that is not the envelope, or bytes that do not decompress, without throwing', () => {
    expect(readEnvelope(Buffer.from('{"status":500,"message":"x"}'), undefined).ok).toBe(false);
    expect(readEnvelope(Buffer.from(body), 'br').ok).toBe(false);
    expect(readEnvelope(gzipSync(body), 'zstd').ok).toBe(false);
  });
  it('survives the latin1 round trip the benchmark uses to carry bytes through autocannon', () => {
    const carried = Buffer.from(brotliCompressSync(body).toString('latin1'), 'latin1');
    expect(readEnvelope(carried, 'br')).toEqual({ ok: true, code: 200, entry: { total: 3 } });
  });
});

describe('headerValue', () => {
  it('finds a header whatever its case and takes the first of a repeated one', () => {
    expect(headerValue({ 'Content-Encoding': 'br' }, 'content-encoding')).toBe('br');
    expect(headerValue({ vary: ['accept-encoding', 'origin'] }, 'vary')).toBe('accept-encoding');
    expect(headerValue({}, 'content-encoding')).toBeUndefined();
  });
});
