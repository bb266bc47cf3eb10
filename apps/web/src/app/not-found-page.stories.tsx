import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppAtRoute } from '../testing/app-at-route';
import { scenario } from '../testing/handlers/scenarios';
import { appParameters } from '../testing/story-parameters';
import { NotFoundPage } from './not-found-page';

/** Not found (rules 2.1, 2.21: /noFound and any unknown path), here for a logged-out visitor. */
const meta = {
  title: 'Screens/Not found',
  component: NotFoundPage,
  parameters: { ...appParameters({ router: false }), msw: scenario() },
  render: () => <AppAtRoute path="/noFound" />,
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** The link home sends a logged-out visitor to the login screen (rules 4.14). */
export const GoHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the home page' }));
    await expect(await canvas.findByRole('heading', { name: 'Log in to Yardfleet' })).toBeVisible();
  },
};
