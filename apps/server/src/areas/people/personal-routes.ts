import * as E from 'fp-ts/lib/Either.js';
import {
  cancelAccount,
  changeCompanyName,
  changePassword,
  changeTimeZone,
  companySettings,
  transferAdmin,
  withdrawConsent,
} from '@yardfleet/contract/endpoints/personal';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { TimeZone } from '@yardfleet/domain/entities/company';
import { UserId } from '@yardfleet/domain/entities/ids';
import { cancellationTransition } from '@yardfleet/domain/machines/account-cancellation';
import { adminTransferTransition, type Member } from '@yardfleet/domain/machines/admin-transfer';
import { consentTransition } from '@yardfleet/domain/machines/consent';
import { newPasswordDiffers } from '@yardfleet/domain/forms/account-forms';
import { validateConfirmation, validateName, validatePassword } from '@yardfleet/domain/validation/rules';
import { checkThrottle, recordSuccess } from '../../auth/login-throttle';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { fail, ok } from '../../http/answers';
import { asBranded, isRowId } from '../../http/ids';
import { actingAs } from '../security-log/activity';
import type { Registrar } from '../../http/registrar';
import { invalidFields } from '../../shared/form-answers';
import { companyScope } from '../../shared/caller-scope';
import {
  cancelOwnAccount,
  companySettingsOf,
  credentialsOf,
  membersOf,
  recordWrongOldPassword,
  changeCompanySettings,
  storeAdminTransfer,
  storeNewPassword,
  withdrawOwnConsent,
} from './personal-queries';
import { scopeFor } from './people-scope';

/**
 * Personal Center and Legal Information routes (contract: endpoints/personal.ts). Security log
 * (rules 20.12), each in the change's transaction: password_changed (and account_locked when a
 * wrong old password locks the account), admin_transferred and role_changed, account_cancelled,
 * consent_withdrawn.
 */
export const personalRoutes = (route: Registrar): void => {
  route.authed(companySettings, async ({ ctx, caller }) => {
    const scope = companyScope(caller);
    if ('refused' in scope) return scope.refused;
    const row = await companySettingsOf(ctx.db, scope.companyId);
    return ok({ name: row.name, timeZone: asBranded(TimeZone, row.time_zone), version: row.version });
  });

  route.authed(changePassword, async ({ input, request, ctx, caller }) => {
    const user = await credentialsOf(ctx.db, caller.userId);
    const verdict = await checkThrottle(ctx.db, ctx.clock, user.email, request.ip);
    if (verdict.kind !== 'allowed') return fail(ServerCode.tooManyAttempts, 'Too many wrong passwords. Please try again later.');
    if (!(await verifyPassword(user.password_hash, input.oldPassword))) {
      // A wrong old password counts like a failed login; the try that locks the account is logged (rules 20.12).
      await recordWrongOldPassword(ctx.db, ctx.clock, caller, user.email, request.ip, request);
      return fail(ServerCode.oldPasswordWrong, 'The old password is incorrect.');
    }
    await recordSuccess(ctx.db, user.email);
    const rule = E.chain(() => validateConfirmation(input.newPassword, input.confirmPassword))(validatePassword(input.newPassword));
    if (E.isLeft(rule)) return fail(ServerCode.newPasswordInvalid, 'The new password does not meet the password rules.', rule.left);
    // The old password was verified above, so it is the current one (the domain's rule, shared with the reset).
    const differs = newPasswordDiffers(input.newPassword === input.oldPassword);
    if (E.isLeft(differs)) return fail(ServerCode.newPasswordInvalid, 'The new password must differ from the old one.', differs.left);
    const passwordHash = await hashPassword(input.newPassword);
    await storeNewPassword(ctx.db, ctx.clock, caller, passwordHash, request);
    return ok(null);
  });

  route.authed(changeCompanyName, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'company.rename');
    if ('refused' in scope) return scope.refused;
    const name = validateName('companyName', input.companyName);
    if (E.isLeft(name)) return invalidFields({ companyName: name.left });
    await changeCompanySettings(ctx.db, actingAs(caller, scope.companyId), request, { name: name.right }, ctx.clock.now());
    return ok(null);
  });

  route.authed(changeTimeZone, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'company.changeTimeZone');
    if ('refused' in scope) return scope.refused;
    await changeCompanySettings(ctx.db, actingAs(caller, scope.companyId), request, { timeZone: input.timeZone }, ctx.clock.now());
    return ok(null);
  });

  route.authed(transferAdmin, async ({ input, request, ctx, caller }) => {
    const scope = scopeFor(caller, 'admin.transfer');
    if ('refused' in scope) return scope.refused;
    if (!isRowId(input.id)) return fail(ServerCode.notFound, 'This person does not exist in your company.');
    const rows = await membersOf(ctx.db, scope.companyId);
    const members: Member[] = rows.map((r) => ({ id: asBranded(UserId, r.id), role: r.role ?? 'employee', status: r.status }));
    const next = adminTransferTransition(members, { type: 'adminTransferred', by: asBranded(UserId, caller.userId), to: input.id });
    if (E.isLeft(next)) {
      switch (next.left.code) {
        case 'not_admin':
          return fail(ServerCode.forbiddenRole, 'Only the admin can transfer the admin role.');
        case 'target_not_found':
          return fail(ServerCode.notFound, 'This person does not exist in your company.');
        case 'transfer_to_self':
          return fail(ServerCode.refused, 'You are already the admin.', { reason: 'transfer_to_self' });
        case 'target_not_activated':
          return fail(ServerCode.refused, 'The new admin must have activated their account.', { reason: 'target_not_activated' });
      }
    }
    await storeAdminTransfer(ctx.db, ctx.clock, { userId: caller.userId, companyId: scope.companyId }, request, input.id, rows, members, next.right);
    return ok(null);
  });

  route.authed(cancelAccount, async ({ request, ctx, caller }) => {
    const state = {
      account: 'active' as const,
      isCompanyAdmin: caller.role === 'admin',
      company: caller.companyId === null ? ('none' as const) : ('registered' as const),
    };
    const next = cancellationTransition(state, { type: 'personalCancellationRequested' });
    if (E.isLeft(next)) {
      return fail(
        ServerCode.refused,
        'You are the admin of a registered company: transfer the admin role first, or ask a service agent to cancel the company.',
        { reason: 'holds_registered_company' },
      );
    }
    await cancelOwnAccount(ctx.db, ctx.clock, caller, request);
    return ok(null);
  });

  route.authed(withdrawConsent, async ({ request, ctx, caller }) => {
    const now = ctx.clock.now();
    const next = consentTransition({ status: 'enabled' }, { type: 'consentWithdrawn', at: now.toISOString() });
    await withdrawOwnConsent(ctx.db, ctx.clock, caller, request, now, E.isRight(next));
    return ok(null);
  });
};
