import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { refuseRuleFields } from '../../testing/handlers/alert-rules';
import { alertHandlers } from '../../testing/handlers/alerts';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { AlertRulesPage } from './alert-rules-page';

/**
 * /alerts/rules (rules 22.1, 22.2, 22.5) through the whole app as the manager, network by MSW
 * (testing/fixtures/alerts.ts: the four default rules, "Machine offline 2 h" on the North crew,
 * a paused "Left North Depot" and "Not back by 19:00" telling the employees), the working hours
 * under the list, and the rule editor in each of its states.
 */
const meta = {
  title: 'Screens/Alerts/Rules',
  component: AlertRulesPage,
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: scenario({ user: managerUser }), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/alerts/rules" />,
} satisfies Meta<typeof AlertRulesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const rulesTable = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Alert rules' }, LONG);
  await within(table).findAllByRole('rowheader', {}, LONG);
  return table;
};
const openEditor = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'New rule' }, LONG));
  return screen.findByRole('dialog', { name: 'New alert rule' }, LONG);
};

/** The manager's rules with what each watches, who is told, e-mail and state; New rule, Edit, Pause, Delete; the working hours. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await rulesTable(canvasElement);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    await waitFor(() => expect(table).toHaveTextContent('Machines with a tag: Crews · North crew'), LONG);
    await expect(table).toHaveTextContent('After 30 minutes: Admin');
    await expect(within(table).getByRole('button', { name: 'Resume rule: Left North Depot' })).toBeVisible();
    const hours = await within(canvasElement).findByRole('region', { name: 'Working hours' }, LONG);
    await expect(await within(hours).findByRole('textbox', { name: 'Monday: Start' }, LONG)).toHaveValue('07:00');
    await expect(within(hours).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  },
};

/** An employee reads the rules telling them (names counted, roles named) and the working hours; nothing to change. */
export const Employee: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const table = await rulesTable(canvasElement);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Not back by 19:00']);
    await expect(table).toHaveTextContent('1 person and Employee');
    await expect(within(canvasElement).getByText('Only admins and managers can change alert rules.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'New rule' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Save working hours' })).toBeNull();
  },
};

/** The editor of a new rule: faults on all machines to the admins, mailed, no hold, reopened within an hour. */
export const EditorEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(within(dialog).getByRole('combobox', { name: 'What to watch' })).toHaveDisplayValue('Fault');
    await expect(within(dialog).getByRole('combobox', { name: 'Watch' })).toHaveDisplayValue('All');
    const recipients = within(dialog).getByRole('group', { name: 'Who is told' });
    await expect(within(recipients).getByRole('checkbox', { name: 'Admin' })).toBeChecked();
    await expect(await within(recipients).findByRole('checkbox', { name: 'Luis Ortega' }, LONG)).not.toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Also send an e-mail' })).toBeChecked();
  },
};

/** The server refuses the rule's name and second error code: the messages at their fields, what was typed kept. */
export const EditorFieldErrors: Story = {
  parameters: {
    msw: [
      ...refuseRuleFields({
        name: { code: 'unsupported_characters', field: 'name' },
        'condition.errorCodes.1': { code: 'identifier_invalid', field: 'condition.errorCodes.1' },
      }),
      ...scenario({ user: managerUser }),
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Blade faults');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Error codes' }), 'E-204, E-301');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(
      () => expect(name).toHaveAccessibleDescription('Name contains characters that cannot be saved (such as control characters). Please remove them.'),
      LONG,
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Error codes' })).toHaveValue('E-204, E-301');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields need your attention.');
  },
};

/** The preview of a draft: 6 alerts on 3 mowers in the past 7 days, with examples; nothing stored. */
export const EditorPreview: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mower faults');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Watch' }), 'Machines of a category');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Preview' }, LONG);
    await waitFor(() => expect(preview).toHaveTextContent('This rule would have opened 6 alerts on 3 machines in the past 7 days.'), LONG);
    await expect(preview).toHaveTextContent('still open');
  },
};

/** Editing a stored rule: its kind's parameters, its scope, people and escalation filled in. */
export const EditorEdit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit rule: Machine offline 2 h' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert rule' }, LONG);
    await expect(within(dialog).getByRole('textbox', { name: 'Silent for at least (minutes)' })).toHaveValue('120');
    await expect(within(dialog).getByRole('checkbox', { name: 'Only during working hours' })).toBeChecked();
    await expect(await within(dialog).findByRole('combobox', { name: 'Tag' })).toHaveDisplayValue('Crews · North crew');
    await expect(within(dialog).getByRole('textbox', { name: 'Escalate after (minutes)' })).toHaveValue('30');
  },
};

export const Loading: Story = {
  parameters: { msw: [...alertHandlers.rulesLoading(), ...scenario({ user: managerUser })] },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Alert rules' }, LONG);
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  parameters: { msw: [...alertHandlers.rulesHttpError(), ...scenario({ user: managerUser })] },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Alert rules' }, LONG);
    await expect(await within(region).findByRole('alert', {}, LONG)).toHaveTextContent('The alert rules could not be loaded.');
  },
};
