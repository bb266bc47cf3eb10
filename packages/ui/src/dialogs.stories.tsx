import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';

/**
 * ConfirmDialog (packages/ui/src/confirm-dialog.tsx) as Log Out asks it (rules 4.15), and AlertDialog
 * (packages/ui/src/alert-dialog.tsx) as code 1401 shows it (rules 8.1). Dialogs render in a portal,
 * so the play functions query the whole document.
 */
const meta = {
  title: 'UI kit/Dialogs',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Log out',
    message: 'Do you want to log out of Yardfleet?',
    confirmLabel: 'Log Out',
    cancelLabel: 'Cancel',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmLogOut: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Do you want to log out of Yardfleet?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Log Out' })).toBeDisabled();
  },
};

export const SessionExpiredAlert: Story = {
  render: (args) => (
    <AlertDialog open title="Session expired" message="Your session has expired. Please log in again." confirmLabel="OK" onConfirm={args.onConfirm} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    await expect(dialog).toHaveTextContent('Your session has expired. Please log in again.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
