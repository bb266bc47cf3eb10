import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from './button';

export interface AlertDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  /** Called by the confirm button and by Escape (the only way out is to acknowledge). */
  readonly onConfirm: () => void;
}

/**
 * A blocking message with one confirm button (role alertdialog; focus is trapped inside and
 * returns afterwards). Used for the session-expired alert of code 1401 (rules 8.1).
 */
export const AlertDialog = ({ open, title, message, confirmLabel, onConfirm }: AlertDialogProps) => (
  <Dialog open={open} onClose={onConfirm} role="alertdialog" className="fixed inset-0 z-50 flex items-center justify-center p-4">
    <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
    <DialogPanel className="relative w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
      <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
      <Description className="mt-2 text-sm text-slate-700">{message}</Description>
      <div className="mt-6 flex justify-end">
        <Button onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </div>
    </DialogPanel>
  </Dialog>
);
