import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from './button';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Called by the cancel button, Escape and a click outside. */
  readonly onCancel: () => void;
  /** `danger` colours the confirm button red (log out, delete). */
  readonly tone?: 'default' | 'danger';
  /** Disables both buttons while the confirmed action runs. */
  readonly busy?: boolean;
}

/** A question with confirm and cancel (Headless UI Dialog: focus trapped, Escape cancels). */
export const ConfirmDialog = ({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'default', busy }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={onCancel} className="fixed inset-0 z-50 flex items-center justify-center p-4">
    <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
    <DialogPanel className="relative w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
      <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">{message}</Description>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </DialogPanel>
  </Dialog>
);
