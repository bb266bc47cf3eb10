/** Random ids without a library (the route preload script runs before the app's libraries load; rules 21.2). */

const hex = (byte: number): string => byte.toString(16).padStart(2, '0');

/** A version 4 UUID (RFC 9562) from 16 random bytes: "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx". */
export const uuidFromBytes = (bytes: Uint8Array): string => {
  const b = Array.from(bytes.slice(0, 16), (value) => value & 0xff);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.map(hex).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/** A version 4 UUID from the Web Crypto API (randomUUID, else getRandomValues), or undefined without it. */
export const webCryptoUuid = (source: Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>> | undefined = globalThis.crypto): string | undefined =>
  typeof source?.randomUUID === 'function'
    ? source.randomUUID()
    : typeof source?.getRandomValues === 'function'
      ? uuidFromBytes(source.getRandomValues(new Uint8Array(16)))
      : undefined;
