import * as t from 'io-ts';
import { Role } from '@yardfleet/domain/entities/person';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/**
 * The three link checks of rules 7.7, paths kept exactly. Each takes the token of a mailed
 * link as a JSON body `{ token }` (POST, so tokens stay out of URLs in logs). An unknown, used or
 * expired token answers 1170012090 linkInvalid; failure codes on these paths are not errors
 * (rules 7.7): the web shows the failure screen with the message of the link's kind (rules 4.12, 8.5)
 * (activation: contact the inviter to resend; registration: use a new link; reset: resend the
 * request). Tokens: 32 random bytes, base64url (43 characters); only their SHA-256 is stored.
 */
export const LinkTokenRequest = strictType({ token: t.string }, 'LinkTokenRequest');
export type LinkTokenRequest = t.TypeOf<typeof LinkTokenRequest>;

/**
 * `POST /web-hmac/user/activityCheck`: opens an activation link (web route `/activate?token=`):
 * activates the self-registered account and consumes the token (valid 7 days). Entry: the
 * account's email, for the login screen. Failure: 1170012090.
 */
export const activityCheck = endpoint({
  method: 'POST',
  path: '/web-hmac/user/activityCheck',
  request: LinkTokenRequest,
  response: t.type({ email: t.string }, 'ActivityCheckResponse'),
  auth: false,
});

/** What an invitation link leads to: the invited address, the company and the role offered. */
export const RegisterCheckResponse = t.type({ email: t.string, companyName: t.string, role: Role }, 'RegisterCheckResponse');
export type RegisterCheckResponse = t.TypeOf<typeof RegisterCheckResponse>;

/**
 * `POST /web-hmac/user/registerCheck`: validates an invitation link (web route
 * `/register-invite?token=`, valid 7 days) without consuming it; the screen then posts
 * registerInvite. Failure: 1170012090.
 */
export const registerCheck = endpoint({
  method: 'POST',
  path: '/web-hmac/user/registerCheck',
  request: LinkTokenRequest,
  response: RegisterCheckResponse,
  auth: false,
});

/**
 * `POST /web-hmac/user/forgetCheckUser`: validates a reset link (web route
 * `/reset-password?token=`, valid 1 hour) without consuming it; the screen then posts
 * resetPassword. Entry: the account's email. Failure: 1170012090.
 */
export const forgetCheckUser = endpoint({
  method: 'POST',
  path: '/web-hmac/user/forgetCheckUser',
  request: LinkTokenRequest,
  response: t.type({ email: t.string }, 'ForgetCheckUserResponse'),
  auth: false,
});
