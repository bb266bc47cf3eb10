/**
 * Envelope codes whose client meaning SPEC 8 fixes. The server decides when to send each
 * (docs/error-codes.md); the client reacts through `policyFor`.
 */
export const CODE_OK = 200;
/** Session unknown or expired: alert, then logout after confirm or 5 minutes. */
export const CODE_SESSION_EXPIRED = 1401;
/** Session ended elsewhere: silent logout. */
export const CODE_SESSION_REPLACED = 1451;
/** Account no longer usable (cancelled, deleted, consent withdrawn): silent logout. */
export const CODE_ACCOUNT_UNAVAILABLE = 1456;
/** A warning the user should read (for example too many attempts). */
export const CODE_WARNING = 1466;
/** Account locked: error toast, session cleared after 3 s; also passes to the screen. */
export const CODE_ACCOUNT_LOCKED = 1170042004;
/** Codes the screen handles itself (SPEC 8). */
export const CODE_PASS_THROUGH = [1170012073, 1170012020, 1170012068, 1170042004] as const;
/** Paths whose failure codes are not errors (SPEC 7). */
export const CHECK_PATHS = [
  '/web-hmac/user/forgetCheckUser',
  '/web-hmac/user/registerCheck',
  '/web-hmac/user/activityCheck',
] as const;
