import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField } from './search-field';

/** SearchField (packages/ui/src/search-field.tsx): the equipment list's search box. */
const meta = {
  title: 'UI kit/SearchField',
  component: SearchField,
  parameters: { layout: 'padded' },
  args: { label: 'Search by name or serial number', value: '', onChange: () => undefined, maxLength: 50, className: 'max-w-sm' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <SearchField {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search by name or serial number' });
    await userEvent.type(box, 'YF23RZ42');
    await expect(box).toHaveValue('YF23RZ42');
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(60));
    await expect(box).toHaveValue('x'.repeat(50));
  },
};

export const Filled: Story = { args: { value: 'North crew' } };
