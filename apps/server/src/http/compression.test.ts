import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { oneCallCompressor } from './compression';

/** Every chunk a transform emits for `input` written in `parts`. */
const emitted = async (transform: ReturnType<typeof oneCallCompressor>, parts: readonly string[]): Promise<Buffer[]> => {
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from(parts), transform);
  return out;
};

describe('oneCallCompressor (issue 12: the fleet positions compressed in one call)', () => {
  const parts = Array.from({ length: 40 }, (_, i) => `{"lat":[${Array.from({ length: 2_000 }, (__, k) => 4_188_000 + i * 7 + k).join(',')}]}`);
  const whole = parts.join('');

  it('emits the whole brotli answer as one chunk that decompresses to everything written', async () => {
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
    const chunks = await emitted(oneCallCompressor((input, o, done) => brotliCompress(input, o, done), options), parts);
    expect(whole.length).toBeGreaterThan(64 * 1024);
    expect(chunks).toHaveLength(1);
    expect(brotliDecompressSync(chunks[0] ?? Buffer.alloc(0)).toString('utf8')).toBe(whole);
  });

  it('does the same with gzip, and answers an empty input with a valid empty stream', async () => {
    const chunks = await emitted(oneCallCompressor((input, o, done) => gzip(input, o, done), { level: 6 }), parts);
    expect(chunks).toHaveLength(1);
    expect(gunzipSync(chunks[0] ?? Buffer.alloc(0)).toString('utf8')).toBe(whole);
    const empty = await emitted(oneCallCompressor((input, o, done) => gzip(input, o, done), { level: 6 }), []);
    expect(gunzipSync(Buffer.concat(empty)).toString('utf8')).toBe('');
  });

  it('fails the stream with zlib\'s error', async () => {
    const failing = oneCallCompressor((_input, _o, done) => done(new Error('zlib broke'), Buffer.alloc(0)), {});
    await expect(emitted(failing, ['x'])).rejects.toThrow('zlib broke');
  });
});
