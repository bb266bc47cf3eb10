import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminUser } from '../../testing/fixtures/users';
import { scenario } from '../../testing/handlers/scenarios';
import { appParameters } from '../../testing/story-parameters';
import { ImportButton } from './import-button';

/** The equipment list's Import button per role (rules 23.1): the admin and a manager open the import dialog; an employee has no button. */
const meta = {
  title: 'Screens/Equipment list/Import button',
  component: ImportButton,
  parameters: { ...appParameters({ user: adminUser, route: '/equipment' }), msw: scenario(), layout: 'padded' },
  args: { role: 'admin' },
} satisfies Meta<typeof ImportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import equipment details' });
    await expect(within(dialog).getByLabelText('File to check (CSV or XLSX, at most 10 MB)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Manager: Story = {
  args: { role: 'manager' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

export const Employee: Story = {
  args: { role: 'employee' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  },
};
