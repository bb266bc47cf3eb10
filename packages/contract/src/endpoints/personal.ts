import * as t from 'io-ts';
import { CompanyVersion, TimeZone } from '@yardfleet/domain/entities/company';
import { UserId } from '@yardfleet/domain/entities/ids';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Personal Center and Legal Information calls (rules 19.7, 19.8, 6.2), all with a session. Admin-only
 * calls (company name, time zone, transfer admin) answer 1170010403 forbiddenRole for manager and
 * employee (PERMISSIONS in @yardfleet/domain/rules/permissions). Company cancellation is not a
 * call: only a service agent cancels a company (rules 6.7; docs/roles.md says how to reach one).
 */

/** The caller's company as the Personal Center shows it. */
export const CompanySettings = t.type({ name: t.string, timeZone: TimeZone, version: CompanyVersion }, 'CompanySettings');
export type CompanySettings = t.TypeOf<typeof CompanySettings>;

/**
 * `GET /web-hmac/web/personal/company` (any member): the company's name, IANA time zone and
 * version. Failure: 1170010403 for a user without a company or an app-only user.
 */
export const companySettings = endpoint({
  method: 'GET',
  path: '/web-hmac/web/personal/company',
  request: undefined,
  response: CompanySettings,
  auth: true,
});

/**
 * `POST /web-hmac/web/personal/changePassword` (any member): checks the old password, applies the
 * password rule (rules 5.2) to the new one, and ends the user's other sessions (this one stays).
 * Failures (both shown as toasts, rules 19.7): 1170012031 oldPasswordWrong; 1170012032
 * newPasswordInvalid with the domain ValidationError as entry (password_length, password_composition,
 * password_invalid_character, password_required, passwords_do_not_match) or `{ code:
 * 'same_as_old' }`; 1466 after 5 wrong old passwords in a minute.
 */
export const ChangePasswordRequest = strictType({ oldPassword: t.string, newPassword: t.string, confirmPassword: t.string }, 'ChangePasswordRequest');
export type ChangePasswordRequest = t.TypeOf<typeof ChangePasswordRequest>;
export const changePassword = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/changePassword',
  request: ChangePasswordRequest,
  response: t.null,
  auth: true,
});

/**
 * `POST /web-hmac/web/personal/companyName` `{ companyName }` (admin; the web asks confirmation):
 * renames the company. Failures: 1170010001 `{ companyName: ... }` (required, at most 50, no
 * outer spaces), 1170010403.
 */
export const CompanyNameRequest = strictType({ companyName: t.string }, 'CompanyNameRequest');
export type CompanyNameRequest = t.TypeOf<typeof CompanyNameRequest>;
export const changeCompanyName = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/companyName',
  request: CompanyNameRequest,
  response: t.null,
  auth: true,
});

/**
 * `POST /web-hmac/web/personal/timeZone` `{ timeZone }` (admin): sets the company's IANA time
 * zone (validated by the domain's TimeZone codec: an unknown zone is HTTP 400 invalid_field).
 * Failure: 1170010403.
 */
export const TimeZoneRequest = strictType({ timeZone: TimeZone }, 'TimeZoneRequest');
export type TimeZoneRequest = t.TypeOf<typeof TimeZoneRequest>;
export const changeTimeZone = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/timeZone',
  request: TimeZoneRequest,
  response: t.null,
  auth: true,
});

/**
 * `POST /web-hmac/web/personal/transferAdmin` `{ id }` (admin): the person `id` becomes admin and
 * the caller becomes manager (the domain's admin-transfer machine). The web should re-read
 * login/info afterwards (role changed). Failures: 1170010404 (not in the company), 1170010422
 * transfer_to_self / target_not_activated, 1170010403.
 */
export const TransferAdminRequest = strictType({ id: UserId }, 'TransferAdminRequest');
export type TransferAdminRequest = t.TypeOf<typeof TransferAdminRequest>;
export const transferAdmin = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/transferAdmin',
  request: TransferAdminRequest,
  response: t.null,
  auth: true,
});

/** An empty body `{}`, for calls whose meaning is the call itself. */
export const EmptyRequest = strictType({}, 'EmptyRequest');

/**
 * `POST /web-hmac/web/personal/cancelAccount` `{}` (any user; the web asks confirmation): deletes
 * the caller's personal account and ends all their sessions (any later call with them answers
 * 1456). Refused while the caller is admin of a registered company (the domain's
 * account-cancellation rule): 1170010422 holds_registered_company; transfer admin first, or have
 * a service agent cancel the company.
 */
export const cancelAccount = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/cancelAccount',
  request: EmptyRequest,
  response: t.null,
  auth: true,
});

/**
 * `POST /web-hmac/web/personal/withdrawConsent` `{}` (Legal Information): withdraws consent to the
 * user agreement and privacy policy and ends all the user's sessions (the web logs out). The next
 * login answers 1170012073 consentRequired until account/acceptAgreements is called.
 */
export const withdrawConsent = endpoint({
  method: 'POST',
  path: '/web-hmac/web/personal/withdrawConsent',
  request: EmptyRequest,
  response: t.null,
  auth: true,
});
