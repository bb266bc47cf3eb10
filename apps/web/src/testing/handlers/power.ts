import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { ChargeSystemRequest, chargeSystemDetail, powerOverview, type ChargeSystemDetail } from '@yardfleet/contract/endpoints/power';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { CHARGE_SYSTEM_DETAILS, powerOverviewOf } from '../fixtures/power';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

const notFound = (): Response => failureEnvelope(ServerCode.notFound, 'The charge system does not exist.');

/**
 * The power reads over `details` (default the four fixture systems, fixtures/power.ts): the
 * overview sums them; the detail answers a stored system or 1170010404 (unknown or another
 * company's id), after checking the session headers and decoding the body as the server does.
 */
const working = (details: readonly ChargeSystemDetail[] = CHARGE_SYSTEM_DETAILS): HttpHandler[] => [
  on(powerOverview, ({ request }) => requireSession(request) ?? okEnvelope(powerOverviewOf(details))),
  on(chargeSystemDetail, async ({ request }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const body = await decodeBody(ChargeSystemRequest, request);
    if (E.isLeft(body)) return body.left;
    const found = details.find((d) => d.system.id === body.right.id);
    return found ? okEnvelope(found) : notFound();
  }),
];

/** The power area in each state a screen shows. Put them before `scenario()` to win over its default. */
export const powerHandlers = {
  /** The overview and detail of `details` (default all four fixture systems). */
  populated: (details?: readonly ChargeSystemDetail[]): HttpHandler[] => working(details),
  /** A company without charge systems: the overview is empty, every detail 1170010404. */
  empty: (): HttpHandler[] => working([]),
  /** A server fault on both reads: HTTP 500 with `{ status, message }`. */
  httpError: (): HttpHandler[] => [
    on(powerOverview, () => httpFailure(500, 'Internal Server Error')),
    on(chargeSystemDetail, () => httpFailure(500, 'Internal Server Error')),
  ],
  /** Both reads never answer: the screens stay loading. */
  loading: (): HttpHandler[] => [neverAnswers(powerOverview), neverAnswers(chargeSystemDetail)],
  /** Every charge system is missing (or another company's): the detail answers 1170010404. */
  notFound: (): HttpHandler[] => [on(chargeSystemDetail, notFound)],
};
