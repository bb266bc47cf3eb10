import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

/** Checkbox (packages/ui/src/checkbox.tsx): a native checkbox, its label and an optional error. */
const meta = {
  title: 'UI kit/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { label: 'I have read and agree to the User Agreement and Privacy Policy', checked: false, onChange: () => undefined },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return <Checkbox {...args} checked={checked} onChange={setChecked} />;
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /agree to the User Agreement/ });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = {
  args: { error: 'Check before logging in' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Check before logging in');
  },
};
