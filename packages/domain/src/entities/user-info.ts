import * as t from 'io-ts';
import { UserId } from './ids';
import { Role } from './person';

export { FULL_VERSION, POWER_VERSION, isFullVersion } from './company-version';

/**
 * User types (SPEC 3, 4): type 2 is a regular web user (it may not open /register-company);
 * type 3 is restricted to the app-download notice at /welcome.
 */
export const USER_TYPE_WEB = 2;
export const USER_TYPE_APP_ONLY = 3;

/**
 * The user info read at start from `GET /web-hmac/web/auth/login/info` (SPEC 3, 7).
 * `companyName` is null for a user who has not created a company yet (guest route, SPEC 4).
 * `companyRole` is FULL_VERSION or another version string; `role` is the person's role (SPEC 6).
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
