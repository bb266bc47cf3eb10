import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { formatDayInZone } from '@yardfleet/domain/locale/format-in-zone';
import { AppAtRoute } from '../testing/app-at-route';
import { adminUser, powerUser } from '../testing/fixtures/users';
import { equipmentHandlers } from '../testing/handlers/equipment';
import { scenario } from '../testing/handlers/scenarios';
import { appParameters } from '../testing/story-parameters';
import { AppShell } from './app-shell';

/**
 * The shell (rules 2.3 to 2.7) as the running app draws it: the route guard, sidebar, top bar (breadcrumb,
 * clock, language, company, bell, user menu), tab list and the home screen, on a memory router,
 * with the network faked by MSW. Each story renders the whole app at a path (`AppAtRoute`).
 */
const meta = {
  title: 'Shell/App shell',
  component: AppShell,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/home" />,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('navigation', { name: 'Main' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Full version (admin of Greenway Grounds Care): Home, Power, Equipment, Gateways, People, Dealers, Reports, Alerts and Warehouses in the menu, the inventory home. */
export const FullVersion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkNames(await mainNav(canvasElement))).toEqual([
      'Home',
      'Power',
      'Equipment',
      'Gateways',
      'People',
      'Dealers',
      'Reports',
      'Alerts',
      'Warehouses',
    ]);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home Overview');
    await expect(canvas.getByText('Greenway Grounds Care')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications, 8 unread (3 alerts)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: adminUser.name })).toBeVisible();
    await expect(await canvas.findByText('North crew mower 1')).toBeVisible();
  },
};

/** Power-only company: Home, Power, Gateways, People, Dealers, Reports and Alerts (no inventory routes), and the power home instead of the equipment list (rules 4.14). */
export const PowerOnly: Story = {
  parameters: { ...appParameters({ user: powerUser, router: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(linkNames(await mainNav(canvasElement))).toEqual(['Home', 'Power', 'Gateways', 'People', 'Dealers', 'Reports', 'Alerts']);
    await expect(await canvas.findByRole('heading', { name: 'Power overview' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Equipment' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Northside Charging Co.').length).toBeGreaterThan(0);
  },
};

/** North America: the green leaf wordmark and MM/DD/YYYY; the clock in the company's zone, named (rules 1.6, 1.7, 2.4). */
export const RegionNA: Story = {
  globals: { region: 'na' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mainNav(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Yardfleet' })).toHaveAttribute('data-region', 'na');
    // The demo company is in America/Chicago, whatever the browser's zone.
    await waitFor(() => expect(canvas.getByLabelText('Current date and time')).toHaveTextContent(/ (CST|CDT)$/));
    await expect(canvas.getByLabelText('Current date and time')).toHaveTextContent(formatDayInZone(new Date().toISOString(), 'America/Chicago', 'na'));
  },
};

/** Europe (.eu host): the blue EU wordmark and DD/MM/YYYY (rules 1.6, 2.4). */
export const RegionEU: Story = {
  globals: { region: 'eu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mainNav(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Yardfleet' })).toHaveAttribute('data-region', 'eu');
    await waitFor(() => expect(canvas.getByLabelText('Current date and time')).toHaveTextContent(/ (CST|CDT)$/));
    await expect(canvas.getByLabelText('Current date and time')).toHaveTextContent(formatDayInZone(new Date().toISOString(), 'America/Chicago', 'eu'));
  },
};

/** German (de-DE): menu, breadcrumb with its overview suffix, bell and table in German. */
export const German: Story = {
  globals: { language: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Hauptmenü' });
    await expect(linkNames(nav)).toEqual(['Start', 'Energie', 'Geräte', 'Gateways', 'Personen', 'Händler', 'Berichte', 'Alarme', 'Lager']);
    await expect(canvas.getByRole('navigation', { name: 'Brotkrumennavigation' })).toHaveTextContent('Start – Übersicht');
    await expect(await canvas.findByRole('button', { name: 'Benachrichtigungen, 8 ungelesen (3 Alarme)' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Geräte' })).toBeVisible();
  },
};

/** Below 992 px the sidebar collapses into a menu button that opens a drawer (rules 2.3, 9.4). */
export const Collapsed: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = await canvas.findByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    const drawerNav = await screen.findByRole('navigation', { name: 'Main' });
    await expect(linkNames(drawerNav)).toEqual(['Home', 'Power', 'Equipment', 'Gateways', 'People', 'Dealers', 'Reports', 'Alerts', 'Warehouses']);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  },
};

/** Visiting Equipment adds a tab; the home tab has no close button; closing a tab goes back (rules 2.5). */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await mainNav(canvasElement)).getByRole('link', { name: 'Equipment' }));
    const tabs = canvas.getByRole('navigation', { name: 'Open pages' });
    await waitFor(() => expect(within(tabs).getByRole('button', { name: 'Equipment' })).toHaveAttribute('aria-current', 'page'));
    await expect(within(tabs).queryByRole('button', { name: 'Close Home' })).not.toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('button', { name: 'Close Equipment' }));
    await waitFor(() => expect(within(tabs).queryByRole('button', { name: 'Equipment' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home Overview');
  },
};

/** The admin's user menu: My Account, Security log, Legal Information, Log Out; Log Out asks first, then goes to /login (rules 2.4, 4.15). */
export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mainNav(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminUser.name }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Account',
      'Security log',
      'API keys',
      'API reference',
      'Webhooks',
      'Legal Information',
      'Log Out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(await canvas.findByRole('heading', { name: 'Log in to Yardfleet' })).toBeVisible();
  },
};

/** The home's list still loading inside the shell. */
export const Loading: Story = {
  parameters: { msw: [equipmentHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    // The table's frame (the region named like it): the placeholder stands under the header row.
    const frame = await within(canvasElement).findByRole('region', { name: 'Equipment' });
    await expect(within(frame).getByRole('status')).toHaveTextContent(/Loading/);
  },
};

/** A company without equipment yet: the empty fleet says where machines come from (rules 2.9, 1.3). */
export const Empty: Story = {
  parameters: { msw: scenario({ equipment: 'empty' }) },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByRole('region', { name: 'Equipment' });
    await expect(await within(frame).findByRole('heading', { name: 'No machines yet' })).toBeVisible();
  },
};

/** HTTP 500: the error toast "Code: 500, Message: ..." (rules 8.3) and the list's error state with retry. */
export const Error: Story = {
  parameters: { msw: scenario({ equipment: 'httpError' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => {
      const alerts = canvas.getAllByRole('alert');
      await expect(alerts.some((a) => a.textContent === 'Code: 500, Message: Internal Server Error')).toBe(true);
      await expect(alerts.some((a) => (a.textContent ?? '').includes('The equipment list could not be loaded.'))).toBe(true);
    });
  },
};

/** Code 1401 (session expired): an alert with the server's message; confirming returns to login (rules 8.1). */
export const SessionExpired: Story = {
  parameters: { msw: [equipmentHandlers.envelopeError(ServerCode.sessionExpired, 'Your session has expired. Please log in again.'), ...scenario()] },
  play: async ({ canvasElement }) => {
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Confirm' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Log in to Yardfleet' })).toBeVisible();
  },
};

/** An unknown path inside the app shows Not found (rules 4.14). */
export const NotFound: Story = {
  render: () => <AppAtRoute path="/no-such-page" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

/** A power-only user opening /equipment (an inventory route) gets Not found (rules 4.14). */
export const NotFoundForPowerOnly: Story = {
  parameters: { ...appParameters({ user: powerUser, router: false }) },
  render: () => <AppAtRoute path="/equipment" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
