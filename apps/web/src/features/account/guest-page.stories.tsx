import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { guestUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { GuestPage } from './guest-page';

/** /guest (rules 2.21, 4.14): a user without a company name; confirming leads to the company name entry. */
const meta = {
  title: 'Screens/Guest',
  component: GuestPage,
  parameters: { ...appParameters({ user: guestUser, router: false }), msw: scenario({ user: guestUser }) },
  render: () => <AppAtRoute path="/guest" />,
} satisfies Meta<typeof GuestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set up your company' })).toBeVisible();
    await expect(canvas.getByText('Your company name is not set. Confirming takes you to the company name entry.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** Opening /equipment without a company lands here (rules 4.14). */
export const RedirectedFromEquipment: Story = {
  render: () => <AppAtRoute path="/equipment" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Set up your company' })).toBeVisible();
  },
};

/** Confirm goes to My Account, where the company is created (rules 19.6). */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Create your company' })).toBeVisible();
  },
};
