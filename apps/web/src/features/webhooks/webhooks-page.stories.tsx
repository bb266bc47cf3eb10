import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { FIXTURE_SECRET, webhookHandlers } from '../../testing/handlers/webhooks';
import { appParameters } from '../../testing/story-parameters';
import { WebhooksPage } from './webhooks-page';

/**
 * /webhooks (docs/api.md "Webhooks") through the whole app, network by MSW
 * (testing/handlers/webhooks.ts: three endpoints, one failing and one disabled; times in America/Chicago).
 */
const meta = {
  title: 'Screens/Webhooks',
  component: WebhooksPage,
  parameters: { ...appParameters({ user: adminUser, router: false }), msw: [...webhookHandlers.working(), ...scenario()], layout: 'fullscreen' },
  render: () => <AppAtRoute path="/webhooks" />,
} satisfies Meta<typeof WebhooksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const table = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Webhook endpoints' }, LONG);
const rowOf = async (canvasElement: HTMLElement, url: string) =>
  (await within(await table(canvasElement)).findByRole('rowheader', { name: url }, LONG)).closest('tr') as HTMLElement;

/** The admin's endpoints: URL, events and state, a healthy one, one failing since the morning. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Webhooks' }, LONG)).toBeVisible();
    const healthy = await rowOf(canvasElement, 'https://erp.example.com/yardfleet/events');
    await expect(healthy).toHaveTextContent('Equipment changedInventory status changedScheduled report sent');
    await expect(healthy).toHaveTextContent('Enabled');
    await expect(await rowOf(canvasElement, 'https://dispatch.example.net/hooks/fleet')).toHaveTextContent(/Failing since 03\/12\/2026/);
  },
};

/** An endpoint disabled after a day of failures: "Disabled since …" and an Enable button. */
export const DisabledEndpoint: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'https://old-bi.example.org/ingest');
    await expect(row).toHaveTextContent(/Disabled since 03\/11\/2026/);
    await expect(within(row).getByRole('button', { name: 'Enable https://old-bi.example.org/ingest' })).toBeEnabled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: [...webhookHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

/** No endpoint yet: a hint, and the add button. */
export const Empty: Story = {
  parameters: { msw: [...webhookHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No webhook endpoints yet', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  },
};

/** The list could not be loaded: the message and Try again. */
export const LoadError: Story = {
  parameters: { msw: [...webhookHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const alert = (await within(canvasElement).findByText('The webhook endpoints could not be loaded.', {}, LONG)).closest('[role="alert"]') as HTMLElement;
    await expect(alert).toHaveTextContent('The webhook endpoints could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A manager sees that webhooks are the admin's, and no list. */
export const NotAdmin: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: [...webhookHandlers.working(), ...scenario({ user: managerUser })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Only your company's admin manages webhooks.", {}, LONG)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Adding an endpoint: an http URL is refused at the field; an https one shows its secret once. */
export const SecretShownOnce: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }, LONG);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://erp.example.com/in');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Alert opened' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await expect(await within(dialog).findByText('Enter an https URL of a public address (no user name or password).', {}, LONG)).toBeVisible();
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://erp.example.com/in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' }, LONG);
    await expect(within(secret).getByRole('textbox', { name: 'Secret' })).toHaveValue(FIXTURE_SECRET);
    await expect(within(secret).getByRole('alert')).toHaveTextContent('you will not see it again');
  },
};

/** The delivery log of an endpoint: each attempt with its status and time; a test event shows its result. */
export const DeliveryLog: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'https://erp.example.com/yardfleet/events');
    await userEvent.click(within(row).getByRole('button', { name: 'Delivery log https://erp.example.com/yardfleet/events' }));
    const dialog = await screen.findByRole('dialog', { name: /Delivery log/ }, LONG);
    const log = await within(dialog).findByRole('table', { name: 'Delivery log' }, LONG);
    const rows = await within(log).findAllByRole('rowheader', {}, LONG);
    await expect(rows).toHaveLength(3);
    await expect(log).toHaveTextContent('204');
    await expect(log).toHaveTextContent('timeout after 10000 ms');
    await expect(log).toHaveTextContent('500');
    await expect(dialog).toHaveTextContent('1 delivery waiting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a test event' }));
    await expect(await within(dialog).findByRole('status', {}, LONG)).toHaveTextContent('Test event: 200');
  },
};
