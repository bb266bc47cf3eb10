import * as t from 'io-ts';
import { UserId } from './ids';
import { Role } from './person';

export { FULL_VERSION, POWER_VERSION, isFullVersion } from './company-version';

/**
 * User types (rules 3.1, 4.14): type 2 is a regular web user (it may not open /register-company);
 * type 3 is restricted to the app-download notice at /welcome.
 */
export const USER_TYPE_WEB = 2;
export const USER_TYPE_APP_ONLY = 3;

/**
 * The user info read at start from `GET /web-hmac/web/auth/login/info` (rules 3.1).
 * `companyName` is null for a user who has not created a company yet (guest route, rules 4.14).
 * `companyRole` is FULL_VERSION or another version string; `role` is the person's role (rules 6.1).
 */
export const UserInfo = t.type(
  {
    id: UserId,
    name: t.string,
    firstName: t.string,
    lastName: t.string,
    email: t.string,
    companyName: t.union([t.string, t.null]),
    companyRole: t.string,
    userType: t.number,
    role: t.union([Role, t.null]),
  },
  'UserInfo',
);
export type UserInfo = t.TypeOf<typeof UserInfo>;
