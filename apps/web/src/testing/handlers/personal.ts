import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  cancelAccount,
  changeCompanyName,
  ChangePasswordRequest,
  changePassword,
  changeTimeZone,
  CompanyNameRequest,
  CompanySettings,
  companySettings,
  EmptyRequest,
  TimeZoneRequest,
  transferAdmin,
  TransferAdminRequest,
  withdrawConsent,
} from '@yardfleet/contract/endpoints/personal';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { UserInfo } from '@yardfleet/domain/entities/user-info';
import { fixture } from '../decode';
import { adminUser, DEMO_PASSWORD } from '../fixtures/users';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** Server messages of the Personal Center failures, as the English server sends them (shown as toasts). */
export const PERSONAL_FAILURE_MESSAGES = {
  oldPasswordWrong: 'The old password is incorrect.',
  newPasswordInvalid: 'The new password must differ from the old one.',
  holdsCompany: 'You are the admin of a registered company. Transfer the admin role first.',
} as const;

/** The demo company's settings. */
export const COMPANY: CompanySettings = fixture(CompanySettings, {
  name: adminUser.companyName,
  timeZone: 'America/Chicago',
  version: 'FULL_VERSION',
});

/**
 * The Personal Center and Legal Information calls of a working server for `user`: company settings,
 * change password (old password must be Demo1234, the new one must differ: else 1170012031 /
 * 1170012032), company name and time zone, transfer admin, cancel account (refused for an admin:
 * 1170010422 holds_registered_company) and withdraw consent. `company` sets the settings' state.
 */
export const personalHandlers = (user: UserInfo = adminUser, company: 'populated' | 'httpError' | 'loading' = 'populated'): HttpHandler[] => {
  let settings = COMPANY;
  const companyHandler =
    company === 'loading'
      ? neverAnswers(companySettings)
      : on(
          companySettings,
          ({ request }) => requireSession(request) ?? (company === 'httpError' ? httpFailure(500, 'Internal Server Error') : okEnvelope(settings)),
        );
  return [
    companyHandler,
    on(changePassword, async ({ request }) => {
      const body = await decodeBody(ChangePasswordRequest, request);
      if (E.isLeft(body)) return body.left;
      if (body.right.oldPassword !== DEMO_PASSWORD) return failureEnvelope(ServerCode.oldPasswordWrong, PERSONAL_FAILURE_MESSAGES.oldPasswordWrong);
      if (body.right.newPassword === DEMO_PASSWORD) return failureEnvelope(ServerCode.newPasswordInvalid, PERSONAL_FAILURE_MESSAGES.newPasswordInvalid);
      return okEnvelope(null);
    }),
    on(changeCompanyName, async ({ request }) => {
      const body = await decodeBody(CompanyNameRequest, request);
      if (E.isLeft(body)) return body.left;
      settings = { ...settings, name: body.right.companyName };
      return okEnvelope(null);
    }),
    on(changeTimeZone, async ({ request }) => {
      const body = await decodeBody(TimeZoneRequest, request);
      if (E.isLeft(body)) return body.left;
      settings = { ...settings, timeZone: body.right.timeZone };
      return okEnvelope(null);
    }),
    on(transferAdmin, async ({ request }) => {
      const body = await decodeBody(TransferAdminRequest, request);
      return E.isLeft(body) ? body.left : okEnvelope(null);
    }),
    on(cancelAccount, async ({ request }) => {
      const body = await decodeBody(EmptyRequest, request);
      if (E.isLeft(body)) return body.left;
      return user.role === 'admin'
        ? Response.json({ code: ServerCode.refused, message: PERSONAL_FAILURE_MESSAGES.holdsCompany, entry: { reason: 'holds_registered_company' } })
        : okEnvelope(null);
    }),
    on(withdrawConsent, async ({ request }) => {
      const body = await decodeBody(EmptyRequest, request);
      return E.isLeft(body) ? body.left : okEnvelope(null);
    }),
  ];
};
