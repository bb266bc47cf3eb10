/**
 * Every envelope code the server sends, with its trigger (docs/error-codes.md mirrors this).
 * The codes of rules 8.1 keep their client meaning; the client reacts through the domain's `policyFor`.
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
  /** A field of a well-formed request breaks a validation rule (rules 5.1); entry lists the field errors. */
  validationFailed: 1170010001,
  /** The record does not exist in the caller's company (another company's records answer the same). */
  notFound: 1170010404,
  /** The caller's role may not do this (rules 6.2). */
  forbiddenRole: 1170010403,
  /**
   * A link token (activation, invitation, reset) is unknown, already used or expired (rules 19.5).
   * Sent by the three check paths and by the calls that consume a token (registerInvite,
   * resetPassword); the web shows the failure screen of the link's kind (rules 4.12).
   */
  linkInvalid: 1170012090,
  /** Change password: the old password is wrong (a toast, rules 19.7). */
  oldPasswordWrong: 1170012031,
  /**
   * Change password: the new password breaks the password rule (rules 5.2), does not match its
   * confirmation, or equals the old one (a toast, rules 19.7); entry holds the
   * domain's ValidationError, or `{ code: 'same_as_old' }`.
   */
  newPasswordInvalid: 1170012032,
  /**
   * A well-formed request the account or company state refuses; entry `{ reason }` with
   * a RefusalReason of endpoints/people.ts (holds_registered_company, transfer_to_self,
   * target_not_activated, cannot_delete_self, cannot_delete_admin, already_has_company,
   * already_activated, email_taken); for a bulk delete of machines (endpoints/equipment-bulk.ts)
   * `{ reason: 'selection_changed', count }`, the selection holding another number than confirmed;
   * for the equipment import (endpoints/equipment-import.ts ImportRefusal) `{ reason:
   * 'import_file_refused', problem }`, `{ reason: 'import_has_refused_rows' | 'import_changed', result }`.
   */
  refused: 1170010422,
  /**
   * Deleting a warehouse that still has gateways linked (rules 4.13, 17.4): entry
   * `{ gatewayCount: N }` so the web can say "warehouse has N gateways assigned, reset them before removing".
   */
  warehouseHasGateways: 1170010409,
  /**
   * A device or gateway report whose `x-device-id` / `x-device-secret` headers do not name a live
   * credential (unknown id, wrong secret, revoked by a new bind); nothing is stored (docs/device-api.md).
   */
  deviceUnauthorized: 1170010401,
  /**
   * Address search (geo/search, rules 17.2) cannot ask its geocoder: GEOCODER_URL is `off`, or the
   * geocoder is unreachable, slower than 5 s or answers something other than its JSON results. The
   * web says "Address search is not available right now. Enter coordinates or click the map."
   * Coordinates typed in the query never depend on the geocoder.
   */
  geocoderUnavailable: 1170010503,
  /**
   * The live stream (endpoints/live.ts; rules 12.5) is refused because the session or the company
   * already has its most open streams (LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_COMPANY); the
   * web app retries later, silently.
   */
  liveStreamLimit: 1170010429,
  /**
   * An operator call (the dealer directory import, endpoints/dealers.ts; rules 15.8) without the
   * server's OPERATOR_TOKEN as `authorization: Bearer <token>`, or a server without OPERATOR_TOKEN.
   */
  operatorUnauthorized: 1170010402,
} as const;
export type ServerCode = (typeof ServerCode)[keyof typeof ServerCode];
