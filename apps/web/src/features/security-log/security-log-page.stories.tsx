import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser, managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { ACTIVITY_EVENTS } from '../../testing/fixtures/activity-events';
import { SECURITY_EVENTS } from '../../testing/fixtures/security-log';
import { securityLogHandlers } from '../../testing/handlers/security-log';
import { expectFitsViewport, PHONE_390 } from '../../testing/phone-layout';
import { appParameters } from '../../testing/story-parameters';
import { SecurityLogPage } from './security-log-page';

/**
 * /security (rules 20.12) through the whole app, network by MSW (testing/fixtures/security-log.ts:
 * 33 events of the fixture company over 10 to 12 March 2026, every kind; times in America/Chicago).
 */
const meta = {
  title: 'Screens/Security log',
  component: SecurityLogPage,
  parameters: {
    ...appParameters({ user: adminUser, router: false }),
    msw: scenario(),
    layout: 'fullscreen',
    viewport: { options: { laptop: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' } }, ...PHONE_390.parameters.viewport.options } },
  },
  render: () => <AppAtRoute path="/security" />,
} satisfies Meta<typeof SecurityLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const at = (path: string) => () => <AppAtRoute path={path} />;
/** The log's table once its rows are there (its header row stands while the events load). */
const logTable = async (canvasElement: HTMLElement, name = 'Security log') => {
  const table = await within(canvasElement).findByRole('table', { name }, LONG);
  await within(table).findAllByRole('rowheader', {}, LONG);
  return table;
};
/** The row (or card) of the event at `time`, e.g. "03/12/2026 12:33 CDT". */
const rowAt = async (canvasElement: HTMLElement, time: string | RegExp, name?: string) =>
  (await within(await logTable(canvasElement, name)).findByRole('rowheader', { name: time }, LONG)).closest('tr') as HTMLElement;

/** The admin's log, newest first: a failed login with its reason and the phone's address, a role change, a deleted tag group, a system deletion. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security log' }, LONG)).toBeVisible();
    const table = await logTable(canvasElement);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('03/12/2026 12:45 CDT');
    const failed = await rowAt(canvasElement, '03/12/2026 11:50 CDT');
    await expect(failed).toHaveTextContent('Login failed');
    await expect(failed).toHaveTextContent('Reason: Wrong password');
    await expect(failed).toHaveTextContent('Hannah Becker');
    await expect(failed).toHaveTextContent('198.51.100.77');
    await expect(await rowAt(canvasElement, '03/12/2026 10:25 CDT')).toHaveTextContent('Role changedPerson: Luis OrtegaRole: Employee → Manager');
    await expect(await rowAt(canvasElement, '03/12/2026 07:45 CDT')).toHaveTextContent('DeletedTag group: Seasonal crews');
    const system = await rowAt(canvasElement, '03/11/2026 03:25 CDT');
    await expect(system).toHaveTextContent('Scheduled report: Weekly inventory · North crew');
    await expect(system).toHaveTextContent('Yardfleet (automatic)');
    await expect(system).toHaveTextContent('No address');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 2 · 33 results');
  },
};

/** The second page holds the eight oldest events, among them a cancelled account and the admin hand-over. */
export const SecondPage: Story = {
  render: at('/security?page=2'),
  play: async ({ canvasElement }) => {
    await expect(await rowAt(canvasElement, '03/10/2026 19:05 CDT')).toHaveTextContent('Account cancelledPerson: Kim Novak');
    await expect(await rowAt(canvasElement, '03/10/2026 14:05 CDT')).toHaveTextContent('Admin role handed overPerson: Dana WhitfieldRole: Manager → Admin');
  },
};

/** Choosing "Passwords" asks for the password kinds only, keeps the filter in the URL and shows the three password events. */
export const FilterPasswords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logTable(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Event type' }), 'Passwords');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('3 results'), LONG);
    const table = await logTable(canvasElement);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.closest('tr')?.querySelector('td span span')?.textContent),
    ).toEqual(['Password reset with an emailed link', 'Password reset requested', 'Password changed']);
    await expect(table).not.toHaveTextContent('Login failed');
  },
};

/** The 1280 px laptop (rules 2.22, 9.4), beside the sidebar: four columns, the browser cut to a line, no sideways scrolling. */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const table = await logTable(canvasElement);
    await expect(within(table).getByRole('columnheader', { name: 'From where' })).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

/** German: translated kinds, reasons and changes in the EU date format, still no sideways scrolling at 1280 px. */
export const German: Story = {
  globals: { viewport: { value: 'laptop' }, language: 'de-DE', region: 'eu' },
  play: async ({ canvasElement }) => {
    const failed = await rowAt(canvasElement, /^12\/03\/2026 11:50/, 'Sicherheitsprotokoll');
    await expect(failed).toHaveTextContent('Anmeldung fehlgeschlagen');
    await expect(failed).toHaveTextContent('Grund: Falsches Passwort');
    await expect(await rowAt(canvasElement, /^12\/03\/2026 10:25/, 'Sicherheitsprotokoll')).toHaveTextContent('Rolle: Mitarbeiter → Manager');
    await expectFitsViewport(canvasElement);
  },
};

/** A 390 px phone: one card per event with each field named; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_390.globals,
  play: async ({ canvasElement }) => {
    const card = await rowAt(canvasElement, '03/12/2026 11:50 CDT');
    await expect(getComputedStyle(card).display).toBe('block');
    await expect(within(card).getByText('What happened')).toBeVisible();
    await expect(within(card).getByText('From where')).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: [...securityLogHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [...securityLogHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing has been logged yet', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A search nobody matches: "No events match these filters"; Clear filters brings every event back. */
export const NoMatch: Story = {
  render: at('/security?q=nobody-here&kind=deletions'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No events match these filters', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await expect(await canvas.findByRole('navigation', { name: 'Pagination' }, LONG)).toHaveTextContent('33 results');
    await expect(canvas.getByRole('searchbox', { name: 'Search by name, email, address or item' })).toHaveValue('');
  },
};

/** A last day before the first: the field says so and nothing is asked. */
export const ReversedDays: Story = {
  render: at('/security?from=2026-03-12&to=2026-03-10'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Last day', {}, LONG)).toHaveAccessibleDescription('The last day is before the first day.');
    await expect(canvas.getByText('No events match these filters')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [...securityLogHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The security log could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A manager opening /security is told it is the admin's; the user menu does not offer it. */
export const Manager: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: scenario({ user: managerUser }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only your company’s admin can see the security log.', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: managerUser.name }));
    await expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['My Account', 'Legal Information', 'Log Out']);
    await userEvent.keyboard('{Escape}');
  },
};

/** An employee gets the same note. */
export const Employee: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Only your company’s admin can see the security log.', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/**
 * The changes of data (rules 20.13) in the admin's log: "Machine changes" lists the machine's
 * rename and the tag change made with an API key (named by its prefix), each field before → after,
 * and offers the CSV export of what the filter shows.
 */
export const MachineChanges: Story = {
  parameters: { msw: [...securityLogHandlers.populated({ events: [...SECURITY_EVENTS, ...ACTIVITY_EVENTS] }), ...scenario()] },
  render: at('/security?kind=equipment'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowAt(canvasElement, '03/12/2026 12:44 CDT')).toHaveTextContent(
      'Machine renamedEquipment: North crew mower 1 (MW-2024-000101)Name: Mower 1 → North crew mower 1',
    );
    const byKey = await rowAt(canvasElement, '03/12/2026 12:43 CDT');
    await expect(byKey).toHaveTextContent('Tags: Crew: North → Crew: North, Season: Spring');
    await expect(byKey).toHaveTextContent('Crew syncAPI key yf_live_AbCdEfGh1234');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('5 results');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};
