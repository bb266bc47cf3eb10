import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeAlerts } from '@yardfleet/contract/endpoints/alerts';
import { selectToasts } from '@yardfleet/data/slices/toasts';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { describedBy } from '../../testing/accessible-text';
import { fieldErrorsEnvelope, on, requireSession } from '../../testing/handlers/respond';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
/** Every alert list request body the fake server received, in order. */
let listBodies: Record<string, unknown>[] = [];
let acknowledgeBodies: unknown[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const record = (into: unknown[]) =>
      void request
        .clone()
        .json()
        .then((body: unknown) => into.push(body));
    if (request.url.endsWith('/web-hmac/web/alert/list')) record(listBodies);
    if (request.url.endsWith('/web-hmac/web/alert/acknowledge')) record(acknowledgeBodies);
  });
});
afterEach(() => {
  listBodies = [];
  acknowledgeBodies = [];
});

const LONG = { timeout: 5_000 };
const table = () => screen.findByRole('table', { name: 'Alerts' }, LONG);
/** The row headers (machine or charge system names) of the alert table once it shows rows. */
const subjects = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('a')?.textContent);
const rowOf = async (subject: string) =>
  (await within(await table()).findByRole('rowheader', { name: new RegExp(`^${subject}`) }, LONG)).closest('tr') as HTMLElement;
const lastList = () => listBodies[listBodies.length - 1];

describe('/alerts (rules 22.5)', () => {
  it('lists the company’s alerts newest first with their status, kind, rule, times in the company zone and acknowledgement', async () => {
    server.use(...scenario());
    renderApp('/alerts', { user: adminUser });
    await waitFor(async () => expect(await subjects()).toHaveLength(7), LONG);
    expect(await subjects()).toEqual([
      'Zero-turn 52 Parks',
      'North Depot',
      'South crew mower 1',
      'North crew mower 1',
      'Backpack blower N',
      'Rider 30 Cemetery',
      'Top-handle saw 12',
    ]);
    expect(listBodies[0]).toEqual({ status: null, kind: null, equipmentId: null, tagId: null, warehouseId: null, from: null, to: null, page: 1, pageSize: 20 });
    const fault = await rowOf('Zero-turn 52 Parks');
    expect(fault.textContent).toContain('Open');
    expect(fault.textContent).toContain('Escalated');
    expect(fault.textContent).toContain('Code E-217');
    expect(fault.textContent).toContain('03/12/2026 11:20 CDT');
    expect(within(fault).getByRole('link', { name: 'Zero-turn 52 Parks' }).getAttribute('href')).toBe('/equipment/eq_008');
    const charger = await rowOf('North Depot');
    expect(within(charger).getByRole('link', { name: 'North Depot' }).getAttribute('href')).toBe('/power/gw_north_0001');
    const acknowledged = await rowOf('North crew mower 1');
    expect(acknowledged.textContent).toContain('By Luis Ortega');
    expect(acknowledged.textContent).toContain('Crew is finishing the Riverside Park job.');
    expect((await rowOf('Backpack blower N')).textContent).toContain('Reopened once');
  });

  it('filters by status and kind, keeps the filters in the URL and asks the server for them', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/alerts', { user: adminUser });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(async () => expect(await subjects()).toEqual(['Zero-turn 52 Parks', 'North Depot', 'Rider 30 Cemetery']), LONG);
    expect(lastList()).toMatchObject({ status: 'open', kind: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Fault');
    await waitFor(async () => expect(await subjects()).toEqual(['Zero-turn 52 Parks']), LONG);
    expect(lastList()).toMatchObject({ status: 'open', kind: 'fault_reported' });
    expect(router.state.location.search).toBe('?status=open&kind=fault_reported');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(async () => expect(await subjects()).toHaveLength(7), LONG);
  });

  it('finds a machine by name for the machine filter, and sends company-local days as UTC instants', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { router } = renderApp('/alerts?from=2026-03-12&to=2026-03-12', { user: adminUser });
    await waitFor(async () => expect(await subjects()).toHaveLength(3), LONG);
    // Chicago is UTC-5 (CDT) on 12 March 2026: the day runs from 05:00 UTC to 05:00 UTC the next day.
    expect(lastList()).toMatchObject({ from: '2026-03-12T05:00:00.000Z', to: '2026-03-13T05:00:00.000Z' });
    await user.type(screen.getByRole('searchbox', { name: 'Find a machine by name or serial number' }), 'zero-turn 52');
    const results = await screen.findByRole('list', { name: 'Matching machines' }, LONG);
    await user.click(within(results).getByRole('button', { name: /Zero-turn 52 Parks/ }));
    await waitFor(async () => expect(await subjects()).toEqual(['Zero-turn 52 Parks']), LONG);
    expect(lastList()).toMatchObject({ equipmentId: 'eq_008' });
    expect(new URLSearchParams(router.state.location.search).get('machine')).toBe('eq_008');
    expect(await screen.findByRole('button', { name: 'Show the alerts of every machine (now: Zero-turn 52 Parks)' }, LONG)).toBeTruthy();
  });

  it('acknowledges the selected alerts at once with a note and says how many changed', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    const { store } = renderApp('/alerts?status=open', { user: adminUser });
    await waitFor(async () => expect(await subjects()).toHaveLength(3), LONG);
    await user.click(screen.getByRole('checkbox', { name: 'Select alert: Fault, Zero-turn 52 Parks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select alert: Service overdue, Rider 30 Cemetery' }));
    expect(screen.getByText('2 alerts selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Acknowledge selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alerts' }, LONG);
    expect(dialog.textContent).toContain('You acknowledge 2 alerts.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '  Sending Sam to both.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Acknowledge alerts' })).toBeNull(), LONG);
    expect(acknowledgeBodies).toEqual([{ ids: ['alt_0007', 'alt_0002'], note: 'Sending Sam to both.' }]);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => (t.content.kind === 'text' ? t.content.text : ''))).toContain('2 alerts acknowledged.'),
    );
    // The open filter refetched: only the charge system's alert is still open.
    await waitFor(async () => expect(await subjects()).toEqual(['North Depot']), LONG);
    expect(screen.getByText('No alert selected')).toBeTruthy();
  });

  it('shows the server’s refusal of the note at the note field and keeps what was typed', async () => {
    server.use(
      on(acknowledgeAlerts, ({ request }) => requireSession(request) ?? fieldErrorsEnvelope({ note: { code: 'unsupported_characters', field: 'note' } })),
      ...scenario(),
    );
    const user = userEvent.setup();
    renderApp('/alerts', { user: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Acknowledge alert: Fault, Zero-turn 52 Parks' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alerts' }, LONG);
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'On it');
    await user.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(describedBy(note)).toContain('Note contains characters that cannot be saved'), LONG);
    expect((note as HTMLTextAreaElement).value).toBe('On it');
    expect(screen.getByRole('dialog', { name: 'Acknowledge alerts' })).toBeTruthy();
  });

  it('lets an employee acknowledge and resolve alerts too (any member, rules 22.4)', async () => {
    server.use(...scenario({ user: employeeUser }));
    const user = userEvent.setup();
    renderApp('/alerts', { user: employeeUser });
    await user.click(await screen.findByRole('button', { name: 'Resolve alert: Service overdue, Rider 30 Cemetery' }, LONG));
    const confirm = await screen.findByRole('dialog', { name: 'Resolve alerts?' }, LONG);
    expect(confirm.textContent).toContain('Resolve this alert? If the problem is still there, the alert opens again after the rule’s hold time.');
    await user.click(within(confirm).getByRole('button', { name: 'Resolve' }));
    await waitFor(async () => expect((await rowOf('Rider 30 Cemetery')).textContent).toContain('Resolved by a person'), LONG);
  });
});
