import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import {
  acceptAgreements,
  AcceptAgreementsRequest,
  createCompany,
  CreateCompanyRequest,
  forgotPassword,
  ForgotPasswordRequest,
  registerCompany,
  RegisterCompanyRequest,
  registerInvite,
  RegisterInviteRequest,
  registerPersonal,
  RegisterPersonalRequest,
  resetPassword,
  ResetPasswordRequest,
} from '@yardfleet/contract/endpoints/account';
import { activityCheck, forgetCheckUser, LinkTokenRequest, registerCheck } from '@yardfleet/contract/endpoints/links';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { adminUser, DEMO_PASSWORD, loginResponseFor } from '../fixtures/users';
import { FAILING_LOGINS } from './auth';
import { decodeBody, failureEnvelope, okEnvelope, on } from './respond';

/** The link token the fake server accepts on every check path; any other token is invalid (1170012090). */
export const VALID_LINK_TOKEN = 'k3JxQ0u6T2a9mW1bZc8dVf5hLr7pYs4nXe2gHq0iUjo';
/** Server message of an invalid link, as the English server sends it. */
export const LINK_INVALID_MESSAGE = 'This link is not valid any more.';
/** What the invitation link of VALID_LINK_TOKEN leads to. */
export const INVITATION = { email: 'new.hire@greenway.example', companyName: adminUser.companyName ?? '', role: 'employee' as const };

const linkInvalid = (): Response => failureEnvelope(ServerCode.linkInvalid, LINK_INVALID_MESSAGE);

const checked =
  <A>(codec: Parameters<typeof decodeBody<A, unknown>>[0], answer: (body: A) => Response) =>
  async ({ request }: { request: Request }): Promise<Response> => {
    const body = await decodeBody(codec, request);
    return E.isLeft(body) ? body.left : answer(body.right);
  };

const tokenAnswer = (entry: unknown) => (body: { token: string }) => (body.token === VALID_LINK_TOKEN ? okEnvelope(entry) : linkInvalid());

/**
 * Every account call (rules 19) answering as a working server: registrations succeed; the link
 * checks accept VALID_LINK_TOKEN only; forgot password always answers 200; acceptAgreements logs
 * in as the demo admin with Demo1234 (the FAILING_LOGINS consent address included).
 */
export const accountHandlers = (): HttpHandler[] => [
  on(
    registerCompany,
    checked(RegisterCompanyRequest, () => okEnvelope(null)),
  ),
  on(
    registerPersonal,
    checked(RegisterPersonalRequest, () => okEnvelope(null)),
  ),
  on(registerInvite, checked(RegisterInviteRequest, tokenAnswer({ email: INVITATION.email }))),
  on(
    forgotPassword,
    checked(ForgotPasswordRequest, () => okEnvelope(null)),
  ),
  on(resetPassword, checked(ResetPasswordRequest, tokenAnswer({ email: adminUser.email }))),
  on(
    createCompany,
    checked(CreateCompanyRequest, () => okEnvelope(null)),
  ),
  on(
    acceptAgreements,
    checked(AcceptAgreementsRequest, (body) =>
      body.password === DEMO_PASSWORD && (body.email === adminUser.email || body.email === FAILING_LOGINS.consentRequired)
        ? okEnvelope(loginResponseFor(adminUser))
        : failureEnvelope(ServerCode.badCredentials, 'Incorrect email or password.'),
    ),
  ),
  on(activityCheck, checked(LinkTokenRequest, tokenAnswer({ email: adminUser.email }))),
  on(registerCheck, checked(LinkTokenRequest, tokenAnswer(INVITATION))),
  on(forgetCheckUser, checked(LinkTokenRequest, tokenAnswer({ email: adminUser.email }))),
];
