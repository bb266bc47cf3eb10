import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { describedBy } from '../../testing/accessible-text';
import { refuseRuleFields } from '../../testing/handlers/alert-rules';
import { scenario } from '../../testing/handlers/scenarios';
import { renderApp } from '../../testing/render-app';
import { createTestServer } from '../../testing/test-server';

const server = createTestServer();
/** The bodies sent to the rule calls, by path end. */
let sent: { path: string; body: unknown }[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const path = /\/web-hmac\/web\/alert\/rule\/(create|update|pause|delete|preview)$/.exec(request.url)?.[1];
    if (path !== undefined)
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push({ path, body }));
  });
});
afterEach(() => {
  sent = [];
});

const LONG = { timeout: 5_000 };
const table = () => screen.findByRole('table', { name: 'Alert rules' }, LONG);
const ruleNames = async () =>
  within(await table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = async (name: string) => (await within(await table()).findByRole('rowheader', { name }, LONG)).closest('tr') as HTMLElement;
const openEditor = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'New rule' }, LONG));
  return screen.findByRole('dialog', { name: 'New alert rule' }, LONG);
};

describe('/alerts/rules (rules 22.1, 22.5)', () => {
  it('lists the rules by name with kind, scope, recipients and escalation in words, e-mail and state', async () => {
    server.use(...scenario({ user: managerUser }));
    renderApp('/alerts/rules', { user: managerUser });
    await waitFor(async () => expect(await ruleNames()).toHaveLength(7), LONG);
    expect(await ruleNames()).toEqual([
      'Charger port overheat or error',
      'Faults',
      'Left North Depot',
      'Machine offline 2 h',
      'Not back by 19:00',
      'Out after hours (possible theft)',
      'Service overdue',
    ]);
    const offline = await rowOf('Machine offline 2 h');
    await waitFor(() => expect(offline.textContent).toContain('Machines with a tag: Crews · North crew'), LONG);
    await waitFor(() => expect(offline.textContent).toContain('Luis Ortega'), LONG);
    expect(offline.textContent).toContain('After 30 minutes: Admin');
    expect(offline.textContent).toContain('Off');
    expect((await rowOf('Charger port overheat or error')).textContent).toContain('All charge systems');
    await waitFor(async () => expect((await rowOf('Left North Depot')).textContent).toContain('Machines of a warehouse: North Depot'), LONG);
    expect((await rowOf('Left North Depot')).textContent).toContain('Paused');
    expect(screen.getByRole('region', { name: 'Working hours' })).toBeTruthy();
  });

  it('shows an employee the rules telling them and the working hours read only: no new, edit, pause or delete', async () => {
    server.use(...scenario({ user: employeeUser }));
    renderApp('/alerts/rules', { user: employeeUser });
    await waitFor(async () => expect(await ruleNames()).toEqual(['Not back by 19:00']), LONG);
    expect(screen.getByText('Only admins and managers can change alert rules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Pause|Resume|Delete) rule/ })).toBeNull();
    // People are counted, not named: employees may not read the people list (rules 6.2).
    expect((await rowOf('Not back by 19:00')).textContent).toContain('1 person and Employee');
    const hours = await screen.findByRole('region', { name: 'Working hours' }, LONG);
    expect((within(hours).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(hours).queryByRole('button', { name: 'Save working hours' })).toBeNull();
  });

  it('creates a rule from the editor: kind parameters, scope, people and roles, escalation', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/alerts/rules', { user: adminUser });
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'North crew silent');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What to watch' }), 'Machine offline');
    const minutes = within(dialog).getByRole('textbox', { name: 'Silent for at least (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Watch' }), 'Machines with a tag');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Tag' }), 'Crews · North crew');
    const recipients = within(dialog).getByRole('group', { name: 'Who is told' });
    await user.click(await within(recipients).findByRole('checkbox', { name: 'Luis Ortega' }, LONG));
    await user.click(within(recipients).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(recipients).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Escalate when nobody acknowledges it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New alert rule' })).toBeNull(), LONG);
    expect(sent).toEqual([
      {
        path: 'create',
        body: {
          name: 'North crew silent',
          condition: { kind: 'machine_offline', offlineMinutes: 45, onlyDuringWorkingHours: true, onlyOutForWork: true },
          scope: { kind: 'tag', tagId: 'tag_north_crew' },
          recipients: { people: ['usr_manager_0001'], roles: ['manager'] },
          channels: { email: true },
          escalation: { afterMinutes: 30, recipients: { people: [], roles: ['admin'] } },
          holdMinutes: 0,
          reopenWithinMinutes: 60,
          paused: false,
        },
      },
    ]);
    await waitFor(async () => expect(await ruleNames()).toContain('North crew silent'), LONG);
  });

  it('keeps what was typed and shows the server’s field errors at their fields when it refuses the rule', async () => {
    server.use(
      ...refuseRuleFields({
        name: { code: 'unsupported_characters', field: 'name' },
        'condition.errorCodes.1': { code: 'identifier_invalid', field: 'condition.errorCodes.1' },
      }),
      ...scenario(),
    );
    const user = userEvent.setup();
    renderApp('/alerts/rules', { user: adminUser });
    const dialog = await openEditor(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Blade faults');
    const codes = within(dialog).getByRole('textbox', { name: 'Error codes' });
    await user.type(codes, 'E-204, E-301');
    const hold = within(dialog).getByRole('textbox', { name: 'Hold time (minutes)' });
    await user.clear(hold);
    await user.type(hold, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(
      () => expect(describedBy(name)).toBe('Name contains characters that cannot be saved (such as control characters). Please remove them.'),
      LONG,
    );
    expect(describedBy(codes)).toContain('Error code 2 may only contain letters, digits, hyphens (-) and underscores (_).');
    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need your attention.');
    expect((name as HTMLInputElement).value).toBe('Blade faults');
    expect((codes as HTMLInputElement).value).toBe('E-204, E-301');
    expect((hold as HTMLInputElement).value).toBe('15');
    expect(sent.map((s) => s.path)).toEqual(['create']);
  });

  it('checks the draft with the domain’s rule before sending and focuses the first refused field', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/alerts/rules', { user: adminUser });
    const dialog = await openEditor(user);
    const recipients = within(dialog).getByRole('group', { name: 'Who is told' });
    await user.click(within(recipients).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(describedBy(name)).toBe('Name is required.'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(recipients.textContent).toContain('Who is told is required.');
    expect(sent).toEqual([]);
  });

  it('previews the draft over the last 7 days: how many alerts on how many machines, with examples', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/alerts/rules', { user: adminUser });
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mower faults');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Watch' }), 'Machines of a category');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Preview' }, LONG);
    await waitFor(() => expect(preview.textContent).toContain('This rule would have opened 6 alerts on 3 machines in the past 7 days.'), LONG);
    expect(preview.textContent).toContain('North crew mower 1: 03/11/2026 09:30 CDT – still open');
    expect(sent).toMatchObject([{ path: 'preview', body: { draft: { name: 'Mower faults', scope: { kind: 'category', category: 'mower' } } } }]);
    expect(screen.getByRole('dialog', { name: 'New alert rule' })).toBeTruthy();
  });

  it('pauses a rule and deletes another after confirmation', async () => {
    server.use(...scenario());
    const user = userEvent.setup();
    renderApp('/alerts/rules', { user: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Pause rule: Faults' }, LONG));
    await waitFor(async () => expect((await rowOf('Faults')).textContent).toContain('Paused'), LONG);
    expect(screen.getByRole('button', { name: 'Resume rule: Faults' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete rule: Service overdue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this rule?' }, LONG);
    expect(confirm.textContent).toContain('The rule “Service overdue” and all its alerts will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await ruleNames()).not.toContain('Service overdue'), LONG);
    expect(sent).toEqual([
      { path: 'pause', body: { id: 'alr_faults_0001', paused: true } },
      { path: 'delete', body: { id: 'alr_overdue_0001' } },
    ]);
  });
});
