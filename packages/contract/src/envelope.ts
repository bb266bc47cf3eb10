import * as t from 'io-ts';

/**
 * The envelope of every JSON answer (rules 7.2): `{ code, message, entry }`; code 200 is success.
 * Business failures are HTTP 200 with a non-200 code and `entry` null (or details).
 */
export const envelope = <C extends t.Mixed>(entry: C) => t.type({ code: t.number, message: t.string, entry }, `Envelope<${entry.name}>`);

/** An envelope whose entry is not yet decoded: used to read the code before the entry. */
export const RawEnvelope = t.type({ code: t.number, message: t.string, entry: t.unknown }, 'RawEnvelope');
export type RawEnvelope = t.TypeOf<typeof RawEnvelope>;

/**
 * The body of a real HTTP failure (malformed request, missing route, server fault; rules 7.3):
 * `{ status, message }` plus a stable `error` code (e.g. `unknown_field`, `malformed_body`).
 * The client shows "Code: {status}, Message: {message}" (rules 8.3).
 */
export const HttpFailureBody = t.intersection(
  [t.type({ status: t.number, message: t.string }), t.partial({ error: t.string, details: t.array(t.string) })],
  'HttpFailureBody',
);
export type HttpFailureBody = t.TypeOf<typeof HttpFailureBody>;
