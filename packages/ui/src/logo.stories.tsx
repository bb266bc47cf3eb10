import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo';

/** Logo (packages/ui/src/logo.tsx): two distinct wordmarks, North America and Europe (rules 1.6). */
const meta = {
  title: 'UI kit/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
  args: { region: 'na', className: 'h-12 w-auto' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RegionNA: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Yardfleet' })).toHaveAttribute('data-region', 'na');
  },
};

export const RegionEU: Story = {
  args: { region: 'eu' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Yardfleet' });
    await expect(logo).toHaveAttribute('data-region', 'eu');
    await expect(logo).toHaveTextContent('EU');
  },
};
