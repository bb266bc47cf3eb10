import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { managerUser } from '../../testing/fixtures/role-users';
import { adminUser } from '../../testing/fixtures/users';
import { apiKeyHandlers, NEW_KEY_SECRET } from '../../testing/handlers/api-keys';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { ApiKeysPage } from './api-keys-page';

/**
 * /api-keys (docs/security.md "API keys") through the whole app, network by MSW
 * (testing/handlers/api-keys.ts: four keys of the fixture company, one revoked; times in the
 * company's zone, America/Chicago).
 */
const meta = {
  title: 'Screens/API keys',
  component: ApiKeysPage,
  parameters: {
    ...appParameters({ user: adminUser, router: false }),
    msw: [...apiKeyHandlers.populated(), ...scenario()],
    layout: 'fullscreen',
  },
  render: () => <AppAtRoute path="/api-keys" />,
} satisfies Meta<typeof ApiKeysPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
/** The row of the key named `name`. */
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  (await within(canvasElement).findByRole('rowheader', { name }, LONG)).closest('tr') as HTMLElement;

/** The admin's keys: name, start, access, created, expiry, last use (time and address); Revoke on live keys only. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'API keys' }, LONG)).toBeVisible();
    const erp = await rowOf(canvasElement, 'ERP sync');
    await expect(erp).toHaveTextContent('yf_live_Ab3dEf9hIj01…');
    await expect(erp).toHaveTextContent('Read only');
    await expect(erp).toHaveTextContent('from 203.0.113.7');
    await expect(erp).toHaveTextContent('Never');
    await expect(await rowOf(canvasElement, 'Nightly export script')).toHaveTextContent('Not used yet');
    const old = await rowOf(canvasElement, 'Old integration');
    await expect(old).toHaveTextContent('Revoked');
    await expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [...apiKeyHandlers.loading(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, LONG)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [...apiKeyHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API keys yet', {}, LONG)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Create key' })).toBeEnabled();
  },
};

export const Error: Story = {
  parameters: { msw: [...apiKeyHandlers.httpError(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The API keys could not be loaded.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Creating a key: the name is checked, then the key is shown once with Copy and "you will not see it again"; closed, it is gone, and the list shows the new key by its start. */
export const CreateShowsKeyOnce: Story = {
  parameters: { msw: [...apiKeyHandlers.empty(), ...scenario()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await expect(await within(dialog).findByText('Name is required.', {}, LONG)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'ERP sync');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' }, LONG);
    await expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue(NEW_KEY_SECRET);
    await expect(within(shown).getByRole('alert')).toHaveTextContent('You will not see it again');
    await expect(within(shown).getByRole('button', { name: 'Copy' })).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await rowOf(canvasElement, 'ERP sync')).toHaveTextContent(`${NEW_KEY_SECRET.slice(0, 20)}…`);
    await expect(canvas.queryByText(NEW_KEY_SECRET)).toBeNull();
  },
};

/** Revoking asks first; confirmed, the key is marked revoked and loses its button. */
export const Revoke: Story = {
  parameters: { msw: [...apiKeyHandlers.populated(), ...scenario()] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await rowOf(canvasElement, 'ERP sync')).getByRole('button', { name: 'Revoke ERP sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke ERP sync?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(async () => expect(await rowOf(canvasElement, 'ERP sync')).toHaveTextContent('Revoked'), LONG);
  },
};

/** A manager opening /api-keys is told keys are the admin's; nothing is asked. */
export const NotAdmin: Story = {
  parameters: { ...appParameters({ user: managerUser, router: false }), msw: [...apiKeyHandlers.populated(), ...scenario({ user: managerUser })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only your company’s admin manages API keys.', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
