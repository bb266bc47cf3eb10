/**
 * Envelope codes whose client meaning rules 8.1 fixes. The server decides when to send each
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
/**
 * Codes the screen handles itself (rules 8.1): consent required, bad credentials, not activated and
 * account locked, plus two whose message the screen shows translated with the entry's figures:
 * 1170010409, "This warehouse has N gateways assigned. Reset them before removing it." (rules 8.5),
 * and 1170010503, address search unavailable ("enter coordinates or click the map"; rules 17.2).
 */
export const CODE_PASS_THROUGH = [1170012073, 1170012020, 1170012068, 1170042004, 1170010409, 1170010503] as const;
/** A well-formed request whose fields break validation rules (rules 5); the entry maps each field to its error. */
export const CODE_FIELD_ERRORS = 1170010001;
/**
 * Areas whose forms show the server's field errors (CODE_FIELD_ERRORS) on the fields themselves
 * (rules 5.1: the message sits at the field, what was typed is kept), so no toast repeats them
 * (rules 8.1, 8.2): maintenance logs and reminder plans, tags and tag groups, warehouses, the
 * recipients of a scheduled report, alert rules, working hours and alert mail settings (rules 22.7), and the account forms (registrations, invitation completion,
 * forgot and reset password, create company, company name, invite a person).
 */
export const FIELD_ERROR_PATH_PREFIXES = [
  '/web-hmac/web/maintenance/',
  '/web-hmac/web/tag/',
  '/web-hmac/web/warehouse/',
  '/web-hmac/web/report/schedule/',
  '/web-hmac/web/alert/',
  '/web-hmac/web/account/register',
  '/web-hmac/web/account/forgotPassword',
  '/web-hmac/web/account/resetPassword',
  '/web-hmac/web/account/createCompany',
  '/web-hmac/web/personal/companyName',
  '/web-hmac/web/people/invite',
] as const;
/** The record does not exist in the caller's company (another company's records answer the same). */
export const CODE_NOT_FOUND = 1170010404;
/**
 * Reads whose screen shows a missing record itself, translated, with a way back (rules 8.1: the
 * equipment detail's "Equipment not found" and its link to the list, rules 2.11; the charge system
 * detail's "Charge system not found" and its link to /power, rules 11.3), so no toast repeats it.
 */
export const NOT_FOUND_SCREEN_PATHS = ['/web-hmac/web/equipment/detail', '/web-hmac/web/power/system'] as const;
/** Too many live streams open for the session or the company (rules 12.5, 1170010429 liveStreamLimit). */
export const CODE_LIVE_STREAM_LIMIT = 1170010429;
/**
 * The live update stream (rules 12; the contract's `liveStreamPath`). Its reader retries every
 * failure other than the session codes later by itself (CODE_LIVE_STREAM_LIMIT above all), so no
 * toast repeats each retry.
 */
export const LIVE_STREAM_PATHS = ['/web-hmac/web/live/stream'] as const;
/** Paths whose failure codes are not errors (rules 7.7). */
export const CHECK_PATHS = ['/web-hmac/user/forgetCheckUser', '/web-hmac/user/registerCheck', '/web-hmac/user/activityCheck'] as const;
/** A well-formed request the state refuses (1170010422 refused); the entry's `reason` says why. */
export const CODE_REFUSED = 1170010422;
/**
 * Calls whose screen shows a refusal (CODE_REFUSED) itself, translated from the entry (rules 23.3,
 * 23.5: the import dialog shows a refused file's problem, or the dry run of now), so no toast
 * repeats it in the server's English.
 */
export const REFUSAL_SCREEN_PATHS = ['/web-hmac/web/equipment/import/dry-run', '/web-hmac/web/equipment/import/apply'] as const;
