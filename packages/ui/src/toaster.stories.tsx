import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { Toaster, type ToasterItem } from './toaster';

const TOASTS: readonly ToasterItem[] = [
  { id: '1', level: 'error', text: 'Code: 500, Message: Internal Server Error' },
  { id: '2', level: 'warning', text: 'Too many attempts. Please wait a moment and try again.' },
  { id: '3', level: 'success', text: 'Settings saved.' },
  { id: '4', level: 'info', text: 'A new firmware version is available in the mobile app.' },
];

/** Toaster (packages/ui/src/toaster.tsx): errors as role alert, the rest as role status; each dismissable. */
const meta = {
  title: 'UI kit/Toaster',
  component: Toaster,
  args: { toasts: TOASTS, dismissLabel: 'Dismiss', onDismiss: () => undefined },
  render: function Render(args) {
    const [toasts, setToasts] = useState(args.toasts);
    return <Toaster {...args} toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))} />;
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Code: 500, Message: Internal Server Error');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const HttpFailure: Story = {
  args: { toasts: TOASTS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Code: 500, Message: Internal Server Error');
  },
};

/** Rules 8.2: an error raised while a dialog is open shows above the dialog and its backdrop, not dimmed behind them. */
export const AboveAnOpenDialog: Story = {
  args: { toasts: TOASTS.slice(0, 1) },
  render: function Render(args) {
    return (
      <>
        <ConfirmDialog
          open
          title="Delete North Depot?"
          message="This cannot be undone."
          confirmLabel="Delete"
          cancelLabel="Keep"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />
        <Toaster {...args} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
    await expect(within(canvasElement).getByText('Code: 500, Message: Internal Server Error')).toBeVisible();
  },
};
