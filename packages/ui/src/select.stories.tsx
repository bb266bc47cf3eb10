import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './select';

const CATEGORIES: readonly SelectOption<string>[] = [
  { value: '', label: 'All categories' },
  { value: 'mower', label: 'Mower' },
  { value: 'ride_on_mower', label: 'Ride-on mower' },
  { value: 'string_trimmer', label: 'String trimmer' },
  { value: 'blower', label: 'Blower' },
];

/** Select (packages/ui/src/select.tsx): a labelled native select, as the equipment filters use it. */
const meta = {
  title: 'UI kit/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'Category', value: '', options: CATEGORIES, onChange: () => undefined, className: 'max-w-xs' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div>
        <Select {...args} value={value} onChange={setValue} />
        <p className="mt-2 text-sm text-slate-600">Chosen: {value === '' ? 'any' : value}</p>
      </div>
    );
  },
} satisfies Meta<typeof Select<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Blower');
    await expect(canvas.getByText('Chosen: blower')).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toBeDisabled();
  },
};
