import { nanoid } from '@reduxjs/toolkit';

/** The parts of the Web Crypto API the generator may use (both absent in some runtimes). */
export type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

const hex = (byte: number): string => byte.toString(16).padStart(2, '0');

/** A version 4 UUID (RFC 9562) from 16 random bytes: "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx". */
export const uuidFromBytes = (bytes: Uint8Array): string => {
  const b = Array.from(bytes.slice(0, 16), (value) => value & 0xff);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.map(hex).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/**
 * A random id generator that works in every browser context (SPEC 7 traceId per request,
 * deviceId once per browser). `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost); a depot server reached as `http://192.168.x.y` has only `crypto.getRandomValues`,
 * so this uses randomUUID when present, else a v4 UUID from getRandomValues, else (no Web Crypto
 * at all) RTK's nanoid. Ids are 36 characters (21 for the nanoid fallback), within the server's
 * traceId pattern `[A-Za-z0-9._:-]{1,64}`.
 */
export const createRandomId = (source: RandomSource | undefined = globalThis.crypto): (() => string) => {
  if (typeof source?.randomUUID === 'function') {
    const randomUUID = source.randomUUID.bind(source);
    return () => randomUUID();
  }
  if (typeof source?.getRandomValues === 'function') {
    const getRandomValues = source.getRandomValues.bind(source);
    return () => uuidFromBytes(getRandomValues(new Uint8Array(16)));
  }
  return () => nanoid();
};
