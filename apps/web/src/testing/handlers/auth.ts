import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { login, LoginRequest, loginInfo, logout } from '@yardfleet/contract/endpoints/auth';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { adminUser, DEMO_PASSWORD, loginResponseFor, USERS_BY_EMAIL } from '../fixtures/users';
import { decodeBody, failureEnvelope, okEnvelope, on, requireSession } from './respond';

/**
 * Logins that answer a login failure code whatever the password, so Login stories and tests can
 * reach each server outcome of rules 8.1 through the real form.
 */
export const FAILING_LOGINS = {
  locked: 'locked@demo.yardfleet.test',
  notActivated: 'inactive@demo.yardfleet.test',
  consentRequired: 'consent@demo.yardfleet.test',
  tooManyAttempts: 'busy@demo.yardfleet.test',
} as const;

/** Server messages of the login failures, as the English server sends them. */
export const LOGIN_FAILURE_MESSAGES = {
  badCredentials: 'Incorrect email or password.',
  locked: 'Your account is locked after too many failed attempts. Try again in 30 minutes.',
  notActivated: 'This account is not activated yet. Check your inbox for the activation email.',
  consentRequired: 'Please accept the user agreement and privacy policy again to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;

const failureFor = (email: string): Response | undefined => {
  switch (email) {
    case FAILING_LOGINS.locked:
      return failureEnvelope(ServerCode.accountLocked, LOGIN_FAILURE_MESSAGES.locked);
    case FAILING_LOGINS.notActivated:
      return failureEnvelope(ServerCode.notActivated, LOGIN_FAILURE_MESSAGES.notActivated);
    case FAILING_LOGINS.consentRequired:
      return failureEnvelope(ServerCode.consentRequired, LOGIN_FAILURE_MESSAGES.consentRequired);
    case FAILING_LOGINS.tooManyAttempts:
      return failureEnvelope(ServerCode.tooManyAttempts, LOGIN_FAILURE_MESSAGES.tooManyAttempts);
    default:
      return undefined;
  }
};

/**
 * `POST /web-hmac/web/auth/login`: the fixture users (users.ts) log in with `Demo1234`; the
 * FAILING_LOGINS emails answer their failure code; anything else answers 1170012020 (bad credentials).
 */
export const loginHandler = (): HttpHandler =>
  on(login, async ({ request }) => {
    const body = await decodeBody(LoginRequest, request);
    if (E.isLeft(body)) return body.left;
    const { email, password } = body.right;
    const failure = failureFor(email);
    if (failure) return failure;
    const user = USERS_BY_EMAIL.get(email);
    if (!user || password !== DEMO_PASSWORD) {
      return failureEnvelope(ServerCode.badCredentials, LOGIN_FAILURE_MESSAGES.badCredentials);
    }
    return okEnvelope(loginResponseFor(user));
  });

/**
 * `GET /web-hmac/web/auth/login/info` answering `user` (default the full-version admin) when the
 * request carries a session; 1401 otherwise. After a login through `loginHandler`, the user who
 * logged in is answered instead, found by the `uid` header.
 */
export const loginInfoHandler = (user: UserInfo = adminUser): HttpHandler =>
  on(loginInfo, ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const uid = request.headers.get('uid');
    const loggedIn = [...USERS_BY_EMAIL.values()].find((u) => u.id === uid);
    return okEnvelope(loggedIn ?? user);
  });

/** `GET /web-hmac/web/auth/logout`: ends the session (entry null). */
export const logoutHandler = (): HttpHandler => on(logout, () => okEnvelope(null));

/** Login, login info (answering `user`) and logout: the auth area of a working server. */
export const authHandlers = (user: UserInfo = adminUser): HttpHandler[] => [loginHandler(), loginInfoHandler(user), logoutHandler()];
