import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

/** TextField (packages/ui/src/text-field.tsx): label, hint, error text wired to aria-describedby. */
const meta = {
  title: 'UI kit/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <TextField {...args} value={value} onChange={(event) => setValue(event.target.value)} className="max-w-sm" />;
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'admin@demo.yardfleet.test');
    await expect(input).toHaveValue('admin@demo.yardfleet.test');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Company name', type: 'text', hint: 'Shown in the top bar to everyone in your company.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAccessibleDescription('Shown in the top bar to everyone in your company.');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a correct email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a correct email address.');
  },
};
