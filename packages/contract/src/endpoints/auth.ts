import * as t from 'io-ts';
import { UserId } from '@yardfleet/domain/entities/ids';
import { UserInfo } from '@yardfleet/domain/entities/user-info';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';

/** Login request: email and password (the login form's checks, rules 5.9, run on the server too). */
export const LoginRequest = strictType({ email: t.string, password: t.string }, 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

/** Login answer: an opaque session token (at least 128 random bits) and the user id. */
export const LoginResponse = t.type({ token: t.string, uid: UserId }, 'LoginResponse');
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** `POST /web-hmac/web/auth/login` (rules 19.10). Failure codes: 1170012020, 1170012068, 1170012073, 1466, 1170042004. */
export const login = endpoint({
  method: 'POST',
  path: '/web-hmac/web/auth/login',
  request: LoginRequest,
  response: LoginResponse,
  auth: false,
});

/** `GET /web-hmac/web/auth/login/info`: the user info (rules 3.1) for the session's token. */
export const loginInfo = endpoint({
  method: 'GET',
  path: '/web-hmac/web/auth/login/info',
  request: undefined,
  response: UserInfo,
  auth: true,
});

/** `GET /web-hmac/web/auth/logout`: ends the session (rules 4.15); no payload, status read (rules 7.2). */
export const logout = endpoint({
  method: 'GET',
  path: '/web-hmac/web/auth/logout',
  request: undefined,
  response: t.null,
  auth: true,
});
