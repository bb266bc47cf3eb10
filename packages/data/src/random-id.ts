import { nanoid } from '@reduxjs/toolkit';
import { uuidFromBytes } from './uuid';

export { uuidFromBytes } from './uuid';

/** The parts of the Web Crypto API the generator may use (both absent in some runtimes). */
export type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/**
 * A random id generator that works in every browser context (rules 7.4: traceId per request,
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
