import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { employeeUser } from '../../testing/fixtures/role-users';
import { tagNamed } from '../../testing/fixtures/tags';
import { adminUser } from '../../testing/fixtures/users';
import { reportScheduleHandlers } from '../../testing/handlers/report-schedules';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { ReportSchedulesPanel } from './report-schedules-panel';

/**
 * The scheduled reports panel under /report's report (rules 10.10): the connected panel
 * against MSW (testing/handlers/report-schedules.ts: three schedules of the fixture company in
 * America/Chicago, created and deleted as the server does).
 */
const meta = {
  title: 'Screens/Report/Scheduled reports',
  component: ReportSchedulesPanel,
  args: { kind: 'inventory', filters: { tagId: tagNamed('North crew').id, category: 'mower', warehouseId: null } },
  parameters: { ...appParameters({ user: adminUser, route: '/report' }), msw: scenario(), layout: 'padded' },
} satisfies Meta<typeof ReportSchedulesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Scheduled reports' }, { timeout: 10_000 });
const rowNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

/** An admin: the three schedules with their filters, frequency, recipients, next run (Chicago time) and last sent; schedule and delete buttons. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toEqual(['Inventory', 'Maintenance', 'Charger power consumption']));
    await waitFor(() => expect(list).toHaveTextContent('Tag: Crews · North crew, Category: Lawn mower'));
    await waitFor(() => expect(list).toHaveTextContent('03/16/2026 00:00 CDT'));
    await waitFor(() => expect(list).toHaveTextContent('Warehouse: North Depot'));
    await expect(list).toHaveTextContent('Not sent yet');
    await expect(within(canvasElement).getByRole('button', { name: 'Schedule this report' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Delete schedule: Maintenance, Monthly' })).toBeVisible();
  },
};

/** The table's frame (the region named like the table): its placeholder stands under the header row, outside the table. */
const frame = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Scheduled reports' }, { timeout: 10_000 });

/** A company without schedules yet. */
export const Empty: Story = {
  parameters: { msw: [...reportScheduleHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const region = await frame(canvasElement);
    await expect(await within(region).findByText('No scheduled reports yet')).toBeVisible();
    await expect(rowNames(region)).toEqual([]);
  },
};

/** The list still loading: "Loading…" under the table's header row. */
export const Loading: Story = {
  parameters: { msw: [...reportScheduleHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const region = await frame(canvasElement);
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The list failed: the server's text and "Try again". */
export const LoadError: Story = {
  parameters: { msw: [...reportScheduleHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const region = await frame(canvasElement);
    await expect(await within(region).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The scheduled reports could not be loaded.');
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An employee reads the list; no schedule or delete button (the domain's `report.schedule`: admin, manager). */
export const EmployeeReadOnly: Story = {
  parameters: { ...appParameters({ user: employeeUser, route: '/report' }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await waitFor(() => expect(rowNames(list)).toHaveLength(3));
    await expect(within(canvasElement).getByText('Only admins and managers can schedule reports.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Schedule this report' })).not.toBeInTheDocument();
    await expect(within(list).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** The dialog: the report on screen preselected, the period each frequency sends, the user's address, the filters read-only. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Schedule this report' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    await expect(within(dialog).getByRole('combobox', { name: 'Report' })).toHaveDisplayValue('Inventory');
    await expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Daily' })).toHaveAccessibleDescription('Every day, with yesterday’s figures.');
    await expect(within(dialog).getByRole('textbox', { name: 'Recipient 1' })).toHaveValue(adminUser.email);
    await waitFor(() => expect(dialog).toHaveTextContent('Tag: Crews · North crew, Category: Lawn mower'));
  },
};

/** The day and time of sending (rules 10.10): weekly asks for the weekday, monthly for the day of the month; both for the time in the company's zone; a cleared time is refused at its field. */
export const DialogDayAndTime: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Schedule this report' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    await expect(within(dialog).getByRole('combobox', { name: 'Day of the week' })).toHaveDisplayValue('Monday');
    const time = within(dialog).getByLabelText('Time of day');
    await expect(time).toHaveValue('07:00');
    await expect(time).toHaveAccessibleDescription(expect.stringContaining('In the company’s time zone.'));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Monthly' }));
    await expect(within(dialog).queryByRole('combobox', { name: 'Day of the week' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('combobox', { name: 'Day of the month' })).toHaveDisplayValue('1');
    await expect(dialog).toHaveTextContent('A shorter month sends on its last day.');
    await userEvent.clear(time);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await expect(time).toHaveFocus();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses the recipients (1170010001 `{ recipients }`): the message at the recipients, what was typed kept, the dialog open. */
export const InvalidRecipient: Story = {
  parameters: { msw: [...reportScheduleHandlers.refuseRecipients(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Schedule this report' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Recipient 2' }), 'crew.lead@greenway.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const recipients = within(dialog).getByRole('group', { name: 'Recipients' });
    await expect(await within(recipients).findByRole('alert')).toHaveTextContent('Please enter the correct email address.');
    await expect(within(dialog).getByRole('textbox', { name: 'Recipient 2' })).toHaveValue('crew.lead@greenway.example');
  },
};

/** German (de-DE): headings, columns, frequencies and the time in Chicago with the German zone name. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('table', { name: 'Geplante Berichte' }, { timeout: 10_000 });
    await waitFor(() => expect(rowNames(list)).toHaveLength(3));
    await expect(list).toHaveTextContent('Wöchentlich');
    await expect(list).toHaveTextContent('Noch nicht gesendet');
    await expect(within(canvasElement).getByRole('button', { name: 'Diesen Bericht planen' })).toBeVisible();
  },
};
