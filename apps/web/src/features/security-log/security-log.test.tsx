import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createIntl } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS } from '@yardfleet/contract/endpoints/security-log';
import { LANGUAGES } from '@yardfleet/domain/locale/language';
import { loadMessages } from '../../shared/i18n/load-messages';
import { renderApp } from '../../testing/render-app';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { ACTIVITY_EVENTS } from '../../testing/fixtures/activity-events';
import { SECURITY_EVENTS } from '../../testing/fixtures/security-log';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { eventText } from './security-event-text';
import { GROUP_KINDS } from './security-log-query';

const server = setupServer();
/** Every security log request body the fake server received, in order. */
let bodies: Record<string, unknown>[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/web-hmac/web/security/log'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
});
afterEach(() => {
  server.resetHandlers();
  bodies = [];
});
afterAll(() => server.close());

const table = () => screen.findByRole('table', { name: 'Security log' }, { timeout: 5_000 });
const rowAt = async (time: string) => (await within(await table()).findByRole('rowheader', { name: time })).closest('tr') as HTMLElement;
const eventById = (id: string) => {
  const found = SECURITY_EVENTS.find((event) => event.id === id);
  if (found === undefined) throw new Error(`no fixture event ${id}`);
  return found;
};

describe('Security log screen (rules 20.12)', () => {
  it('asks for the first page of everything, newest first, and writes each event in words in the company’s time zone', async () => {
    server.use(...scenario());
    renderApp('/security', { user: adminUser });
    const failed = await rowAt('03/12/2026 11:50 CDT');
    expect(bodies[0]).toEqual({ page: 1, pageSize: 20 });
    expect(within(failed).getByText('Login failed')).toBeTruthy();
    expect(within(failed).getByText('Reason: Wrong password')).toBeTruthy();
    expect(failed.textContent).toContain('employee@demo.yardfleet.test');
    expect(failed.textContent).toContain('198.51.100.77');
    expect(within(failed).getByTitle(/^Mozilla\/5\.0 \(iPhone; CPU iPhone OS 19_3/).textContent).toBe('Browser: Safari 19 on iPhone');
    const role = await rowAt('03/12/2026 10:25 CDT');
    expect(within(role).getByText('Role changed')).toBeTruthy();
    expect(within(role).getByText('Person: Luis Ortega')).toBeTruthy();
    expect(within(role).getByText('Role: Employee → Manager')).toBeTruthy();
    expect(within(await rowAt('03/12/2026 07:45 CDT')).getByText('Tag group: Seasonal crews')).toBeTruthy();
  });

  it('sends the chosen event type, the search after a pause, the company-local days as UTC instants and the page; all kept in the URL', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/security', { user: adminUser });
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'People and roles');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, kinds: [...GROUP_KINDS.people] }));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email, address or item' }), ' Rivera ');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ kinds: [...GROUP_KINDS.people], search: 'Rivera' }));

    // 8 March 2026: Chicago moves to daylight time, so the day is 23 hours long (06:00Z to 05:00Z).
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-03-08' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-11' } });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ from: '2026-03-08T06:00:00.000Z', to: '2026-03-12T05:00:00.000Z' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      kind: 'people',
      q: ' Rivera ',
      from: '2026-03-08',
      to: '2026-03-11',
    });
    // Tomás Rivera accepted on 12 March (02:45 CDT), after the last day: only the two invitations are left.
    await waitFor(async () =>
      expect(
        within(await table())
          .getAllByRole('rowheader')
          .map((row) => row.closest('tr')?.querySelector('td span span')?.textContent),
      ).toEqual(['Invitation sent again', 'Invitation sent']),
    );

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20 }));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 2, pageSize: 20 }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await rowAt('03/10/2026 14:05 CDT')).toBeTruthy();
  });

  it('asks nothing while the last day is before the first, and says so on the field', async () => {
    server.use(...scenario());
    renderApp('/security?from=2026-03-12&to=2026-03-10', { user: adminUser });
    const last = await screen.findByLabelText('Last day');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The last day is before the first day.').id).toBe(last.getAttribute('aria-describedby'));
    expect(screen.getByText('No events match these filters')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it.each([
    ['manager', managerUser],
    ['employee', employeeUser],
  ] as const)('tells a %s the log is the admin’s and never asks the server for it', async (_role, user) => {
    server.use(...scenario({ user }));
    renderApp('/security', { user });
    expect(await screen.findByText('Only your company’s admin can see the security log.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(bodies).toEqual([]);
  });
});

describe('Security events in words (rules 20.12, 3.13)', () => {
  it.each(LANGUAGES)('every kind, login failure reason, target type and role change reads translated in %s', async (language) => {
    const intl = createIntl({
      locale: language,
      messages: await loadMessages(language),
      onError: (error) => {
        throw error;
      },
    });
    const english = createIntl({ locale: 'en-US', messages: await loadMessages('en-US') });
    // The security events of the log's fixture and one change of data of each kind (rules 20.13).
    const events = [...SECURITY_EVENTS, ...ACTIVITY_EVENTS];
    const texts = events.map((event) => eventText(intl, event));
    expect(new Set(events.map((event) => event.kind))).toEqual(new Set(SECURITY_EVENT_KINDS));
    expect(new Set(texts.map((text) => text.what)).size).toBe(SECURITY_EVENT_KINDS.length);
    if (language === 'en-US') return;
    // sev_0015: a role change of Luis Ortega from employee to manager; sev_0016: a failed login (wrong password).
    // sev_a001 / sev_a002: a rename and a tag change made with an API key, field by field.
    for (const event of ACTIVITY_EVENTS.slice(0, 2)) expect(eventText(intl, event).details, event.id).not.toEqual(eventText(english, event).details);
    for (const id of ['sev_0015', 'sev_0016', 'sev_0012', 'sev_0003']) {
      const event = eventById(id);
      expect(eventText(intl, event), id).not.toEqual(eventText(english, event));
    }
  });
});
