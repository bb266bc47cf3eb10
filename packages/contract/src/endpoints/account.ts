import * as t from 'io-ts';
import { TimeZone } from '@yardfleet/domain/entities/company';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { LoginResponse } from './auth';

/**
 * Account calls without a session (rules 19.1 to 19.5, 5.10). Every answer that could tell whether an
 * email is registered is the same for a registered and an unknown address (registration and forgot
 * password answer 200 and mail the owner instead). Mail-sending calls are rate limited per address
 * and per client IP: over the limit they answer 1466 tooManyAttempts with the wait in the message.
 * Field failures answer 1170010001 validationFailed with entry = one domain ValidationError per
 * field (e.g. `{ "password": { "code": "password_length", "min": 8, "max": 16 } }`).
 *
 * The mails carry links to these web routes (PUBLIC_URL + route):
 * - activation: `/activate?token=<token>`; the screen posts the token to activityCheck;
 * - invitation: `/register-invite?token=<token>`; registerCheck, then registerInvite;
 * - reset: `/reset-password?token=<token>`; forgetCheckUser, then resetPassword.
 * Tokens are 43 characters of base64url (32 random bytes).
 */

/**
 * `POST /web-hmac/web/account/registerCompany` (the registration form of rules 5.10): creates an
 * unactivated admin of a new FULL_VERSION company (time zone `timeZone`, an IANA name; the web
 * sends the browser's zone; an unknown zone is HTTP 400 invalid_field) and mails an activation link. An email that already has an account
 * answers 200 as well: the owner gets a mail saying someone tried to register (or, for a
 * self-registration never activated, a fresh activation link). Failures: 1170010001, 1466.
 */
export const RegisterCompanyRequest = strictType(
  {
    email: t.string,
    firstName: t.string,
    lastName: t.string,
    companyName: t.string,
    timeZone: TimeZone,
    password: t.string,
    confirmPassword: t.string,
  },
  'RegisterCompanyRequest',
);
export type RegisterCompanyRequest = t.TypeOf<typeof RegisterCompanyRequest>;
export const registerCompany = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/registerCompany',
  request: RegisterCompanyRequest,
  response: t.null,
  auth: false,
});

/**
 * `POST /web-hmac/web/account/registerPersonal`: like registerCompany without a company; once
 * activated the user has no company name, so the web routes them to /guest until createCompany.
 * Failures: 1170010001, 1466.
 */
export const RegisterPersonalRequest = strictType(
  { email: t.string, firstName: t.string, lastName: t.string, password: t.string, confirmPassword: t.string },
  'RegisterPersonalRequest',
);
export type RegisterPersonalRequest = t.TypeOf<typeof RegisterPersonalRequest>;
export const registerPersonal = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/registerPersonal',
  request: RegisterPersonalRequest,
  response: t.null,
  auth: false,
});

/** The address an account flow ended on, so the login screen can prefill it. */
export const AccountEmail = t.type({ email: t.string }, 'AccountEmail');
export type AccountEmail = t.TypeOf<typeof AccountEmail>;

/**
 * `POST /web-hmac/web/account/registerInvite`: completes an invitation from its link's token with
 * the person's names and password; the person becomes activated (the domain's activation machine)
 * and can log in. Consumes the token. Failures: 1170012090 linkInvalid (unknown, used, expired),
 * 1170010001 (names or password).
 */
export const RegisterInviteRequest = strictType(
  { token: t.string, firstName: t.string, lastName: t.string, password: t.string, confirmPassword: t.string },
  'RegisterInviteRequest',
);
export type RegisterInviteRequest = t.TypeOf<typeof RegisterInviteRequest>;
export const registerInvite = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/registerInvite',
  request: RegisterInviteRequest,
  response: AccountEmail,
  auth: false,
});

/**
 * `POST /web-hmac/web/account/forgotPassword` `{ email }`: mails a reset link (valid 1 hour) when
 * the address has an activated account; answers 200 with entry null either way. Failures:
 * 1170010001 (email rule), 1466 (more than 3 requests per address per 15 minutes, or 20 per IP).
 */
export const ForgotPasswordRequest = strictType({ email: t.string }, 'ForgotPasswordRequest');
export type ForgotPasswordRequest = t.TypeOf<typeof ForgotPasswordRequest>;
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/forgotPassword',
  request: ForgotPasswordRequest,
  response: t.null,
  auth: false,
});

/**
 * `POST /web-hmac/web/account/resetPassword`: sets a new password from a reset link's token and
 * ends every session of the user. Consumes the token. Failures: 1170012090 linkInvalid,
 * 1170010001 (password rule, confirmation), 1170012032 newPasswordInvalid `{ code: 'same_as_old' }`
 * when the new password is the current one (rules 5.2, the change form's rule; the token stays usable).
 */
export const ResetPasswordRequest = strictType({ token: t.string, password: t.string, confirmPassword: t.string }, 'ResetPasswordRequest');
export type ResetPasswordRequest = t.TypeOf<typeof ResetPasswordRequest>;
export const resetPassword = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/resetPassword',
  request: ResetPasswordRequest,
  response: AccountEmail,
  auth: false,
});

/**
 * `POST /web-hmac/web/account/acceptAgreements`: the login screen's answer to 1170012073
 * consentRequired (the user withdrew consent): the same credentials plus both agreements ticked;
 * re-enables the service (the domain's consent machine) and logs in, answering like login.
 * Failures: those of login (1170012020, 1170012068, 1466, 1170042004), 1170010001 with
 * `{ agreements: { code: 'agreement_required' } }` when a box is not ticked.
 */
export const AcceptAgreementsRequest = strictType(
  { email: t.string, password: t.string, userAgreement: t.boolean, privacyPolicy: t.boolean },
  'AcceptAgreementsRequest',
);
export type AcceptAgreementsRequest = t.TypeOf<typeof AcceptAgreementsRequest>;
export const acceptAgreements = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/acceptAgreements',
  request: AcceptAgreementsRequest,
  response: LoginResponse,
  auth: false,
});

/**
 * `POST /web-hmac/web/account/createCompany` (session): for a user without a company (guest,
 * rules 19.6): creates a FULL_VERSION company named `companyName` in `timeZone` (IANA) with the caller
 * as admin. Failures: 1170010001 (companyName), HTTP 400 invalid_field (unknown zone),
 * 1170010422 `{ reason: 'already_has_company' }`, 1170010403 for an app-only user (type 3).
 */
export const CreateCompanyRequest = strictType({ companyName: t.string, timeZone: TimeZone }, 'CreateCompanyRequest');
export type CreateCompanyRequest = t.TypeOf<typeof CreateCompanyRequest>;
export const createCompany = endpoint({
  method: 'POST',
  path: '/web-hmac/web/account/createCompany',
  request: CreateCompanyRequest,
  response: t.null,
  auth: true,
});
