import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

/** ErrorState (packages/ui/src/error-state.tsx), with EmptyState and Spinner as the other list states. */
const meta = {
  title: 'UI kit/States',
  component: ErrorState,
  parameters: { layout: 'padded' },
  args: {
    title: 'The equipment list could not be loaded.',
    description: 'Code: 500, Message: Internal Server Error',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The equipment list could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      title="No results found"
      description="No equipment matches the search and filters."
      action={<Button variant="secondary">Clear filters</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Spinner label="Loading…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
