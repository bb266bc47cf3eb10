import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EquipmentId } from '@yardfleet/domain/entities/ids';
import { AppAtRoute } from '../../../testing/app-at-route';
import { fixture } from '../../../testing/decode';
import { MAINTENANCE } from '../../../testing/fixtures/maintenance';
import { employeeUser } from '../../../testing/fixtures/role-users';
import { adminUser } from '../../../testing/fixtures/users';
import { maintenanceHandlers } from '../../../testing/handlers/maintenance';
import { scenario } from '../../../testing/handlers/scenarios';
import { appParameters } from '../../../testing/story-parameters';
import { expectTableReachable, LAPTOP_AND_PHONE } from '../../../testing/width-checks';
import { MaintenanceSection } from './maintenance-section';

const machine = (id: string) => ({ equipmentId: fixture(EquipmentId, id), engineHours: MAINTENANCE[id]?.engineHours ?? 0 });

/**
 * The service and maintenance section of the equipment detail (rules 18): the
 * connected section running its real data code against the fake maintenance server
 * (testing/handlers/maintenance.ts; standing computed at 2026-03-12). Default: North crew mower 1
 * (three logs, every 3 months) seen by the admin. Each story gets its own fake server.
 */
const meta = {
  title: 'Screens/Equipment detail/Maintenance',
  component: MaintenanceSection,
  args: { ...machine('eq_001'), canEdit: true },
  parameters: {
    ...appParameters({ user: adminUser }),
    msw: [...maintenanceHandlers.working(), ...scenario()],
    layout: 'padded',
    viewport: { options: LAPTOP_AND_PHONE },
  },
} satisfies Meta<typeof MaintenanceSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const logTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Service log' }, { timeout: 10_000 });

/** The whole equipment detail of North crew mower 1 (three logs) in the app shell with its 240 px sidebar. */
const inDetailPage = {
  parameters: { ...appParameters({ user: adminUser, router: false }), layout: 'fullscreen' },
  render: () => <AppAtRoute path="/equipment/eq_001" />,
};

/** On the detail page at 1280 px: type, date, hours, expense, performer and both buttons fit; the details wait for wider screens. */
export const LaptopInDetailPage: Story = {
  ...inDetailPage,
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const table = await logTable(canvasElement);
    await expect(await within(table).findByRole('button', { name: 'Delete the Repair log of 02/20/2026' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Edit the Repair log of 02/20/2026' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Performed by' })).toBeVisible();
    await expectTableReachable(table);
  },
};

/** The same in German, whose column names are longer. */
export const LaptopInDetailPageGerman: Story = {
  ...inDetailPage,
  globals: { viewport: { value: 'laptop' }, language: 'de-DE', region: 'eu' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Wartungsprotokoll' }, { timeout: 10_000 });
    await within(table).findByText('Luis Ortega');
    await expectTableReachable(table);
  },
};

/** On a 390 px phone: one card per log with each field named, the buttons inside the screen. */
export const PhoneInDetailPage: Story = {
  ...inDetailPage,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = await logTable(canvasElement);
    const card = (await within(table).findByRole('rowheader', { name: /Repair/ })).closest('tr') as HTMLElement;
    await expect(getComputedStyle(card).display).toBe('block');
    await expect(within(card).getByText('Labor time (h)')).toBeVisible();
    await expect(within(card).getByText('Performed by')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Delete the Repair log of 02/20/2026' })).toBeVisible();
    await expectTableReachable(table);
  },
};

export const Loading: Story = {
  parameters: { msw: [...maintenanceHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A machine without history: the plan is off and the log is empty (its header row above "No service records yet"). */
export const Empty: Story = {
  parameters: { msw: [...maintenanceHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByRole('region', { name: 'Service log' }, { timeout: 10_000 });
    await expect(await within(frame).findByText('No service records yet')).toBeVisible();
    await expect(within(await logTable(canvasElement)).queryAllByRole('rowheader')).toEqual([]);
    await expect(within(canvasElement).getByText('No reminder is set.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add log' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...maintenanceHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service history could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The admin sees the plan, the logs newest first with hours and money, and every action. */
export const Populated: Story = {
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await logTable(canvasElement);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Repair', 'Inspection', 'Maintenance']);
    await expect(within(table).getByText('€89.90')).toBeVisible();
    await expect(within(table).getByText('412.5')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Delete the Repair log of 02/20/2026' })).toBeVisible();
    await expect(canvas.getByText('Every 3 months')).toBeVisible();
    await expect(canvas.getByText('Next service by 05/20/2026')).toBeVisible();
    await expect(canvas.queryByText('Due')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Set reminder' })).toBeVisible();
  },
};

/** An engine-hours plan within 10 h of its mark: Due. */
export const ReminderDue: Story = {
  args: { ...machine('eq_003'), canEdit: true },
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Every 100 engine hours', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Next service at 220 engine hours')).toBeVisible();
    await expect(canvas.getByText('Due')).toBeVisible();
  },
};

/** A date plan past its date: Overdue. */
export const ReminderOverdue: Story = {
  args: { ...machine('eq_009'), canEdit: true },
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Every 6 weeks', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Next service by 01/12/2026')).toBeVisible();
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

/** An employee reads the plan and the log, without any button (fleet.edit is admin and manager). */
export const ReadOnly: Story = {
  args: { ...machine('eq_001'), canEdit: false },
  parameters: { ...appParameters({ user: employeeUser }), msw: [...maintenanceHandlers.working(), ...scenario({ user: employeeUser })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await logTable(canvasElement);
    await expect(await within(table).findByText('Luis Ortega')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add log' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set reminder' })).toBeNull();
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** Add log: the form starts with the machine's engine hours; saved, the new row appears. */
export const AddLog: Story = {
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const table = await logTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service log' });
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Runtime (h)' })).toHaveValue('431.2');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Service type' }), 'Inspection');
    await userEvent.type(form.getByRole('textbox', { name: 'Labor time (h)' }), '0.75');
    await userEvent.type(form.getByRole('textbox', { name: 'Expense' }), '45');
    await userEvent.type(form.getByRole('textbox', { name: 'Performed by' }), 'Maria Lopez');
    await userEvent.type(form.getByRole('textbox', { name: 'Additional details' }), 'Chain oiled, guard checked.');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a service log' })).toBeNull());
    await expect(await within(table).findByText('Maria Lopez')).toBeVisible();
    await expect(within(table).getByText('$45.00')).toBeVisible();
    await expect(within(table).getByText('Chain oiled, guard checked.')).toBeVisible();
  },
};

/** Invalid fields: the domain's coded errors, translated, on each field; what was typed stays. */
export const InvalidLog: Story = {
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await logTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add log' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add a service log' }));
    const runtime = form.getByRole('textbox', { name: 'Runtime (h)' });
    await userEvent.clear(runtime);
    await userEvent.type(runtime, '-4');
    await userEvent.type(form.getByRole('textbox', { name: 'Expense' }), '12.345');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(runtime).toHaveValue('-4');
    await expect(runtime).toHaveAccessibleDescription('Runtime (h) must be a number of at least 0 with at most 2 decimals.');
    await expect(form.getByRole('textbox', { name: 'Expense' })).toHaveValue('12.345');
    await expect(form.getByRole('textbox', { name: 'Expense' })).toHaveAccessibleDescription('Expense must be a number of at least 0 with at most 2 decimals.');
    await expect(form.getByRole('textbox', { name: 'Labor time (h)' })).toHaveAccessibleDescription('Labor time (h) is required.');
    await expect(form.getByRole('textbox', { name: 'Performed by' })).toHaveAccessibleDescription('Performed by is required.');
    await expect(screen.getByRole('dialog', { name: 'Add a service log' })).toBeVisible();
  },
};

/** Set reminder by engine hours: 0 is refused with the message of rules 5.8; 250 is saved and shown. */
export const SetReminderByEngineHours: Story = {
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set reminder' }));
    const form = within(await screen.findByRole('dialog', { name: 'Set the reminder plan' }));
    await userEvent.click(form.getByRole('radio', { name: 'By engine hours' }));
    await expect(form.queryByRole('combobox', { name: 'Time unit' })).toBeNull();
    const every = form.getByRole('textbox', { name: 'Reminder time' });
    await userEvent.clear(every);
    await userEvent.type(every, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(every).toHaveAccessibleDescription(/Reminder time must be between 1 and 9999\./);
    await userEvent.clear(every);
    await userEvent.type(every, '250');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set the reminder plan' })).toBeNull());
    await expect(await canvas.findByText('Every 250 engine hours')).toBeVisible();
    await expect(canvas.getByText('Next service at 662.5 engine hours')).toBeVisible();
  },
};

/** German (de-DE): headings, plan, pills, columns and buttons in German. */
export const German: Story = {
  args: { ...machine('eq_031'), canEdit: true },
  globals: { language: 'de-DE' },
  parameters: { msw: [...maintenanceHandlers.working(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Wartungsprotokoll' }, { timeout: 10_000 });
    await expect(canvas.getByRole('heading', { name: 'Service und Wartung' })).toBeVisible();
    await expect(canvas.getByText('Alle 50 Betriebsstunden')).toBeVisible();
    await expect(canvas.getByText('Überfällig')).toBeVisible();
    await expect(within(table).getByText('Reparatur')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeVisible();
  },
};
