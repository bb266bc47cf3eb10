import * as E from 'fp-ts/lib/Either.js';
import { login, loginInfo, logout } from '@yardfleet/contract/endpoints/auth';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { UserId } from '@yardfleet/domain/entities/ids';
import { validateLoginForm } from '@yardfleet/domain/forms/login';
import { recordLoginFailure, verifyCredentials } from './login-credentials';
import { endSession } from '../../auth/sessions';
import { fail, ok, sessionExpired } from '../../http/answers';
import type { Registrar } from '../../http/registrar';
import { publishSessionEnded } from '../../live/publish';
import { rememberLanguage } from '../../mail/compose';
import { logIn, userInfoOf } from './auth-queries';

/**
 * Auth routes (rules 7, 19.10; architecture 3):
 * - `POST /web-hmac/web/auth/login` `{ email, password }` -> `{ token, uid }`. Failures (HTTP 200):
 *   1170010001 invalid email / empty password (entry: field errors of the domain's login rules),
 *   1170012020 wrong email or password (same answer and argon2 cost whether or not the email exists),
 *   1170012068 not activated (only told after a correct password), 1466 too many attempts or server
 *   busy, 1170042004 account locked for 15 minutes after 10 failures in a row, 1170012073 consent
 *   withdrawn (only told after a correct password; account/acceptAgreements re-enables it).
 *   Security log (rules 20.12): login_succeeded with the session, login_failed (not_activated,
 *   consent_required here; bad_password, locked and account_locked in verifyCredentials).
 * - `GET /web-hmac/web/auth/login/info` -> UserInfo (rules 3.1). 1401 without a valid session.
 * - `GET /web-hmac/web/auth/logout` -> null; ends the session and its live streams. 1401 without a valid session.
 */
export const authRoutes = (route: Registrar): void => {
  route.open(login, async ({ input, request, ctx }) => {
    // The agreement checkbox is a client-side step (rules 5.9); the request carries only credentials.
    const form = validateLoginForm({ email: input.email, password: input.password, agreed: true });
    if (E.isLeft(form)) return fail(ServerCode.validationFailed, 'Please check the highlighted fields.', form.left);
    const { email, password } = form.right;
    const checked = await verifyCredentials(ctx, email, password, request);
    if ('refused' in checked) return checked.refused;
    const { user } = checked;
    const { db, clock } = ctx;
    const at = clock.now();
    if (user.status !== 'activated') {
      await recordLoginFailure(db, user.member, request, at, 'not_activated');
      return fail(ServerCode.notActivated, 'This account is not activated yet. Please use the link in your invitation email.');
    }
    if (user.consentWithdrawnAt !== null) {
      // After withdrawing consent the service stays off until account/acceptAgreements (rules 19.8).
      await recordLoginFailure(db, user.member, request, at, 'consent_required');
      return fail(ServerCode.consentRequired, 'You withdrew your consent. Accept the user agreement and privacy policy again to continue.');
    }
    const uid = UserId.decode(user.id);
    if (E.isLeft(uid)) throw new Error('stored user id is not a valid UserId');
    const token = await logIn(ctx, user, request, at);
    await rememberLanguage(db, user.id, request);
    return ok({ token, uid: uid.right });
  });

  route.authed(
    loginInfo,
    async ({ ctx, caller }) => {
      const info = await userInfoOf(ctx.db, caller.userId);
      return info === null ? sessionExpired() : ok(info);
    },
    { readOnly: true },
  );

  route.authed(logout, async ({ ctx, caller }) => {
    await endSession(ctx.db, caller.tokenHash);
    // The session's live streams end now, in this process and (through NOTIFY) in every other (rules 12.4).
    ctx.live.endSession(caller.tokenHash);
    await publishSessionEnded(ctx.db, caller.tokenHash);
    return ok(null);
  });
};
