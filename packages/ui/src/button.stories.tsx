import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

/** Button (packages/ui/src/button.tsx): the four variants, the two sizes, disabled. */
const meta = {
  title: 'UI kit/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Save changes', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Log Out' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear filters', size: 'sm' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // Grey with grey words, not a faded green with white words that still reads as pressable.
    await expect(getComputedStyle(button).color).not.toBe('rgb(255, 255, 255)');
  },
};
