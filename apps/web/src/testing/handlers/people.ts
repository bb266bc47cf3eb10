import * as E from 'fp-ts/lib/Either.js';
import type { HttpHandler } from 'msw';
import { deletePerson, invitePerson, InviteRequest, peopleList, PersonRequest, resendInvitation } from '@yardfleet/contract/endpoints/people';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { Person } from '@yardfleet/domain/entities/person';
import { fixture } from '../decode';
import { PEOPLE } from '../fixtures/people';
import { decodeBody, failureEnvelope, httpFailure, neverAnswers, okEnvelope, on, requireSession } from './respond';

/** The fixed time the fake server stamps on invitations, so stories render the same every run. */
export const FAKE_NOW = '2025-03-12T09:30:00.000Z';

const refused = (reason: string): Response => Response.json({ code: ServerCode.refused, message: 'This address already has an account.', entry: { reason } });

/**
 * A fake people area with its own list (invite adds an invited person, resend restamps it, delete
 * removes it), for one story or test. `people` starts the list (default PEOPLE).
 */
const workingPeople = (people: readonly Person[] = PEOPLE): HttpHandler[] => {
  let list = [...people];
  const find = (id: string) => list.find((p) => p.id === id);
  return [
    on(peopleList, ({ request }) => requireSession(request) ?? okEnvelope({ people: list })),
    on(invitePerson, async ({ request }) => {
      const body = await decodeBody(InviteRequest, request);
      if (E.isLeft(body)) return body.left;
      if (list.some((p) => p.email === body.right.email)) return refused('email_taken');
      const person: Person = fixture(Person, {
        id: `usr_new_${list.length + 1}`,
        firstName: '',
        lastName: '',
        email: body.right.email,
        role: body.right.role,
        status: 'invited',
        invitedAt: FAKE_NOW,
        activatedAt: null,
        invitationEmail: body.right.email,
      });
      list = [...list, person];
      return okEnvelope(person);
    }),
    on(resendInvitation, async ({ request }) => {
      const body = await decodeBody(PersonRequest, request);
      if (E.isLeft(body)) return body.left;
      const person = find(body.right.id);
      if (!person) return failureEnvelope(ServerCode.notFound, 'Not found.');
      return okEnvelope({ ...person, invitedAt: FAKE_NOW });
    }),
    on(deletePerson, async ({ request }) => {
      const body = await decodeBody(PersonRequest, request);
      if (E.isLeft(body)) return body.left;
      list = list.filter((p) => p.id !== body.right.id);
      return okEnvelope(null);
    }),
  ];
};

/** People handlers in each list state (populated with PEOPLE, only the admin, HTTP 500, never answering). */
export const peopleHandlers = {
  populated: (people?: readonly Person[]) => workingPeople(people),
  empty: () => workingPeople(PEOPLE.filter((p) => p.role === 'admin')),
  httpError: (): HttpHandler[] => [on(peopleList, () => httpFailure(500, 'Internal Server Error'))],
  loading: (): HttpHandler[] => [neverAnswers(peopleList)],
};
