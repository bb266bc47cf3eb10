import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminUser } from '../testing/fixtures/users';
import { alertHandlers } from '../testing/handlers/alerts';
import { notificationHandlers } from '../testing/handlers/notifications';
import { scenario } from '../testing/handlers/scenarios';
import { appParameters } from '../testing/story-parameters';
import { NotificationBell } from './notification-bell';

/**
 * The notification bell and its panel (rules 2.7, 13, 22.5) against MSW
 * (testing/handlers/notifications.ts, alerts.ts): the badge is the server's unread count plus the
 * person's open alerts (three in the fixtures), the name says both; the bell opens a labelled
 * dialog with the alerts line (a link to /alerts) and the company's notifications, each a link to
 * its machine or to People.
 */
const meta = {
  title: 'Shell/Notification bell',
  component: NotificationBell,
  parameters: { ...appParameters({ user: adminUser }), msw: [...notificationHandlers.unread(), ...scenario()] },
  render: () => (
    <div className="flex justify-end p-4">
      <NotificationBell />
    </div>
  ),
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

/**
 * Five unread of nine (the demo admin's seeded five, rules 2.7): marked unread, links, "Mark as
 * read" and "Mark all read" clear the count; the history written before alerts reads as it did:
 * many machines offline at once are one notice with their number, leading to the fleet list (rules 13.1).
 */
export const Unread: Story = {
  // Its own handlers: this story marks notifications read, which no other story may see.
  parameters: { msw: [...notificationHandlers.unread(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 8 unread (3 alerts)');
    await expect(await within(panel).findByRole('link', { name: 'North crew mower 1 reported fault E-204' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/equipment\/e-1$/),
    );
    await expect(within(panel).getByRole('link', { name: 'Hannah Okafor accepted the invitation' })).toHaveAttribute('href', '/people');
    await expect(within(panel).getByRole('link', { name: '1,240 machines went offline at once' })).toHaveAttribute('href', '/home');
    await expect(within(panel).getByRole('link', { name: '312 machines are now due for service' })).toHaveAttribute('href', '/home');
    await expect(within(panel).getAllByText('Unread:', { exact: false })).toHaveLength(5);
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Mark as read' })[0] as HTMLElement);
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(4));
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0));
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread (3 alerts)' })).toBeVisible();
  },
};

/** Escape closes the panel and gives focus back to the bell (keyboard only). */
export const KeyboardAndEscape: Story = {
  parameters: { msw: [...notificationHandlers.unread(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 8 unread (3 alerts)' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** Every notification read: no badge, no unread marks, "Mark all read" disabled. */
export const AllRead: Story = {
  parameters: { msw: [...notificationHandlers.allRead(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 3 unread (3 alerts)');
    await within(panel).findByRole('link', { name: 'North crew mower 1 reported fault E-204' });
    await expect(within(panel).queryByText('Unread:', { exact: false })).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** A company without events yet. */
export const Empty: Story = {
  parameters: { msw: [...notificationHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 3 unread (3 alerts)');
    await expect(await within(panel).findByText(/No notifications yet/)).toBeVisible();
  },
};

/** The list still loading (the count answered). */
export const Loading: Story = {
  parameters: { msw: [...notificationHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 8 unread (3 alerts)');
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

/** The list failed: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: [...notificationHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 8 unread (3 alerts)');
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('The notifications could not be loaded.');
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The person's three open alerts: the badge adds them (8), the panel says so and links to /alerts. */
export const WithAlerts: Story = {
  parameters: { msw: [...notificationHandlers.unread(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 8 unread (3 alerts)' });
    await expect(bell).toHaveTextContent('8');
    const panel = await openPanel(canvasElement, 'Notifications, 8 unread (3 alerts)');
    await expect(await within(panel).findByText('3 open alerts for you.')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Show alerts' })).toHaveAttribute('href', '/alerts?status=open');
  },
};

/** No alert for the person: the name and badge are the notifications' alone, no alerts line. */
export const WithoutAlerts: Story = {
  parameters: { msw: [...notificationHandlers.unread(), ...alertHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'Notifications, 5 unread');
    await within(panel).findByRole('link', { name: 'North crew mower 1 reported fault E-204' });
    await expect(within(panel).queryByRole('link', { name: 'Show alerts' })).toBeNull();
  },
};
