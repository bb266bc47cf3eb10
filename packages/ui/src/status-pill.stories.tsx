import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusPill } from './status-pill';

/** StatusPill and Badge (packages/ui/src/status-pill.tsx): every tone; the text carries the meaning. */
const meta = {
  title: 'UI kit/StatusPill',
  component: StatusPill,
  parameters: { layout: 'padded' },
  args: { tone: 'green', children: 'Online' },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <StatusPill tone="green">Online</StatusPill>
      <StatusPill tone="blue">Out for work</StatusPill>
      <StatusPill tone="amber">Location unknown</StatusPill>
      <StatusPill tone="red">Faulty</StatusPill>
      <StatusPill tone="gray">Never seen</StatusPill>
      <Badge>North crew</Badge>
      <Badge>Riverside Park</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Online', 'Out for work', 'Location unknown', 'Faulty', 'Never seen', 'North crew']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
