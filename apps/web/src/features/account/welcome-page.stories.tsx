import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../../testing/app-at-route';
import { appUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { WelcomePage } from './welcome-page';

/** /welcome (rules 2.21, 4.14, 6.4): the app-download notice a user of type 3 always gets, with Log Out. */
const meta = {
  title: 'Screens/Welcome',
  component: WelcomePage,
  parameters: { ...appParameters({ user: appUser, router: false }), msw: scenario({ user: appUser }) },
  render: () => <AppAtRoute path="/welcome" />,
} satisfies Meta<typeof WelcomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Use Yardfleet on your phone' })).toBeVisible();
    await expect(canvas.getByText(/Download the app from your app store/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** A type 3 user who opens /home is sent back here: user type 3 always goes to /welcome (rules 4.14). */
export const RedirectedFromHome: Story = {
  render: () => <AppAtRoute path="/home" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Use Yardfleet on your phone' })).toBeVisible();
  },
};

/** Log Out asks first, then returns to the login screen. */
export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log Out' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log Out' }));
    await expect(await canvas.findByRole('heading', { name: 'Log in to Yardfleet' })).toBeVisible();
  },
};
