/**
 * Every envelope code the server sends, with its trigger (docs/error-codes.md mirrors this).
 * SPEC 8 codes keep their client meaning; the client reacts through the domain's `policyFor`.
 */
export const ServerCode = {
  ok: 200,
  /** Token unknown, expired, or uid does not match the token. */
  sessionExpired: 1401,
  /** The session was ended by a newer login elsewhere (reserved; sent when a session is replaced). */
  sessionReplaced: 1451,
  /** The account was deleted or cancelled while the session was open. */
  accountUnavailable: 1456,
  /** A warning the user should read: too many attempts, try again later. */
  tooManyAttempts: 1466,
  /** Wrong email or password (passes to the login screen). */
  badCredentials: 1170012020,
  /** The account is not activated yet (passes to the login screen). */
  notActivated: 1170012068,
  /** The user withdrew consent; the agreements must be accepted again (passes to the screen). */
  consentRequired: 1170012073,
  /** The account is locked after repeated failures: error toast, session cleared after 3 s. */
  accountLocked: 1170042004,
  /** A field of a well-formed request breaks a SPEC 5 rule; entry lists the field errors. */
  validationFailed: 1170010001,
  /** The record does not exist in the caller's company (another company's records answer the same). */
  notFound: 1170010404,
  /** The caller's role may not do this (SPEC 6). */
  forbiddenRole: 1170010403,
} as const;
export type ServerCode = (typeof ServerCode)[keyof typeof ServerCode];
