/**
 * Request headers (rules 7.4). Sent by every request; `token` and `uid` only when logged in.
 * Identity comes from the token alone; a `uid` that does not match the token is refused (rules 7.5).
 * Names are lower-case here because HTTP header names are case-insensitive and Node lowercases them.
 */
export const HEADER = {
  deviceType: 'devicetype',
  lang: 'lang',
  deviceId: 'deviceid',
  traceId: 'traceid',
  token: 'token',
  uid: 'uid',
} as const;

/** Header names as the client sends them (the spelling of rules 7.4). */
export const HEADER_WIRE = {
  deviceType: 'deviceType',
  lang: 'lang',
  deviceId: 'deviceId',
  traceId: 'traceId',
  token: 'token',
  uid: 'uid',
} as const;
