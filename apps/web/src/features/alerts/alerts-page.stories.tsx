import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { employeeUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { alertHandlers } from '../../testing/handlers/alerts';
import { scenario } from '../../testing/handlers/scenarios';
import { expectFitsViewport, PHONE_390 } from '../../testing/phone-layout';
import { appParameters } from '../../testing/story-parameters';
import { AlertsPage } from './alerts-page';

/**
 * /alerts (rules 22.5) through the whole app, network by MSW (testing/fixtures/alerts.ts: seven
 * alerts of the fixture company over 9 to 12 March 2026, three open, one acknowledged, three
 * resolved; times in America/Chicago).
 */
const meta = {
  title: 'Screens/Alerts',
  component: AlertsPage,
  parameters: {
    ...appParameters({ user: adminUser, router: false }),
    msw: scenario(),
    layout: 'fullscreen',
    viewport: { options: { laptop: { name: 'Laptop 1280 × 800', styles: { width: '1280px', height: '800px' } }, ...PHONE_390.parameters.viewport.options } },
  },
  render: () => <AppAtRoute path="/alerts" />,
} satisfies Meta<typeof AlertsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const at = (path: string) => () => <AppAtRoute path={path} />;
/** The alert table once its rows are there. */
const alertTable = async (canvasElement: HTMLElement, name = 'Alerts') => {
  const table = await within(canvasElement).findByRole('table', { name }, LONG);
  await within(table).findAllByRole('rowheader', {}, LONG);
  return table;
};
const rowOf = async (canvasElement: HTMLElement, subject: string) =>
  (await within(await alertTable(canvasElement)).findByRole('rowheader', { name: new RegExp(`^${subject}`) }, LONG)).closest('tr') as HTMLElement;

/** The admin's alerts, newest opened first: an escalated fault, a charger port, an acknowledged one with its note, resolved ones. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Alerts' }, LONG)).toBeVisible();
    const fault = await rowOf(canvasElement, 'Zero-turn 52 Parks');
    await expect(fault).toHaveTextContent('Escalated');
    await expect(fault).toHaveTextContent('Code E-217');
    await expect(fault).toHaveTextContent('03/12/2026 11:20 CDT');
    await expect(await rowOf(canvasElement, 'North crew mower 1')).toHaveTextContent('Crew is finishing the Riverside Park job.');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('7 results');
    await expect(canvas.getByRole('link', { name: 'Alert rules' })).toBeVisible();
  },
};

/**
 * The 1280 px laptop beside the sidebar (rules 2.22): neither the page nor the table scrolls
 * sideways, and every machine's name and serial number stay on one line each.
 */
export const Laptop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const table = await alertTable(canvasElement);
    await expectFitsViewport(canvasElement);
    const frame = within(canvasElement).getByRole('region', { name: 'Alerts' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const lines = (element: Element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    for (const header of within(table).getAllByRole('rowheader')) {
      // The name, and the serial number when the subject has one (a charge system may not).
      const parts = [within(header).getByRole('link'), within(header).queryByText(/^SN /)].filter((part) => part !== null);
      await expect({ subject: header.textContent, lines: parts.map(lines) }).toEqual({ subject: header.textContent, lines: parts.map(() => 1) });
    }
  },
};

/** Two open alerts selected and acknowledged at once with a note: the dialog, then the rows acknowledged by the admin. */
export const BulkAcknowledge: Story = {
  parameters: { msw: [...alertHandlers.working(adminUser), ...scenario()] },
  render: at('/alerts?status=open'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await alertTable(canvasElement);
    // With nothing selected the bulk buttons are disabled and look it (faded); selecting makes them whole.
    for (const name of ['Acknowledge selected (0)', 'Resolve selected (0)']) {
      const bulk = canvas.getByRole('button', { name });
      await expect(bulk).toBeDisabled();
      await expect(getComputedStyle(bulk).opacity).toBe('0.5');
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select alert: Fault, Zero-turn 52 Parks' }));
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Acknowledge selected (1)' })).opacity).toBe('1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select alert: Service overdue, Rider 30 Cemetery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Acknowledge selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alerts' }, LONG);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Sending Sam to both.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await expect(await screen.findByText('2 alerts acknowledged.', {}, LONG)).toBeVisible();
    await waitFor(async () => expect(within(await alertTable(canvasElement)).getAllByRole('rowheader')).toHaveLength(1), LONG);
  },
};

/** The acknowledge dialog open: how many, the optional note and its hint. */
export const AcknowledgeDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Acknowledge alert: Fault, Zero-turn 52 Parks' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge alerts' }, LONG);
    await expect(dialog).toHaveTextContent('You acknowledge one alert.');
    await expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveAccessibleDescription(
      'Tell the others what you are doing about it. At most 500 characters.',
    );
  },
};

/** The equipment detail's link: one machine's alerts, its name in the machine filter. */
export const OneMachine: Story = {
  render: at('/alerts?machine=eq_001'),
  play: async ({ canvasElement }) => {
    const table = await alertTable(canvasElement);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    await expect(await within(canvasElement).findByRole('button', { name: 'Show the alerts of every machine (now: North crew mower 1)' }, LONG)).toBeVisible();
  },
};

/** An employee sees every alert of the company and may acknowledge or resolve them (rules 22.4). */
export const Employee: Story = {
  parameters: { ...appParameters({ user: employeeUser, router: false }), msw: scenario({ user: employeeUser }) },
  play: async ({ canvasElement }) => {
    await alertTable(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Acknowledge alert: Fault, Zero-turn 52 Parks' })).toBeVisible();
  },
};

/** A 390 px phone: one card per alert, each field named; nothing scrolls sideways. */
export const Phone: Story = {
  globals: PHONE_390.globals,
  play: async ({ canvasElement }) => {
    const card = await rowOf(canvasElement, 'Zero-turn 52 Parks');
    await expect(getComputedStyle(card).display).toBe('block');
    await expect(within(card).getByText('Opened')).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

/** German (EU dates): kinds, statuses and columns translated. */
export const German: Story = {
  globals: { language: 'de-DE', region: 'eu' },
  play: async ({ canvasElement }) => {
    const table = await alertTable(canvasElement, 'Alarme');
    await expect(table).toHaveTextContent('Störung');
    await expect(table).toHaveTextContent('12/03/2026 11:20');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [...alertHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Alerts' }, LONG);
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  parameters: { msw: [...alertHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No alerts', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByText('When a rule finds a problem, its alert shows here.')).toBeVisible();
  },
};

/** Filters nobody matches: "No alerts match these filters" with Clear filters. */
export const NoMatch: Story = {
  render: at('/alerts?status=open&kind=not_returned'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No alerts match these filters', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  parameters: { msw: [...alertHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Alerts' }, LONG);
    await expect(await within(region).findByRole('alert', {}, LONG)).toHaveTextContent('The alerts could not be loaded.');
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
