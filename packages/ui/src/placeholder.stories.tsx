import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Placeholder } from './placeholder';

/** Placeholder (packages/ui/src/placeholder.tsx): the one loading / empty / error state of lists, tables and detail pages. */
const meta = {
  title: 'UI kit/Placeholder',
  component: Placeholder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Placeholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { kind: 'loading', label: 'Loading…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: {
    kind: 'empty',
    title: 'No results found',
    description: 'No equipment matches the search and filters.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    kind: 'error',
    title: 'The equipment list could not be loaded.',
    description: 'Code: 500, Message: Internal Server Error',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The equipment list could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    if (args.kind === 'error') await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
