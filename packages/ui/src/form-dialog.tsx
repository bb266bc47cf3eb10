import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The panel of a form dialog of 28rem (an invitation, a name, a reminder, the tags of a machine). */
const MEDIUM_PANEL = 'relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl';

export interface FormDialogProps {
  /** Shown or not (default true: a dialog mounted only while open). */
  readonly open?: boolean;
  /** The heading, also the dialog's accessible name. */
  readonly title: ReactNode;
  /** Called by Escape and a click outside (and by the form's cancel button, which the caller wires). */
  readonly onClose: () => void;
  /** The panel's classes: its width and whether it scrolls; default 28rem wide. */
  readonly panelClassName?: string;
  /** The form under the heading. */
  readonly children: ReactNode;
}

/**
 * The frame of a dialog holding a form (Headless UI Dialog: role dialog named by `title`, focus
 * trapped, Escape and a click outside call `onClose`): a dimmed backdrop, a centred white panel, the
 * heading, then `children` (the form, ending with its Cancel and submit buttons).
 */
export const FormDialog = ({ open = true, title, onClose, panelClassName = MEDIUM_PANEL, children }: FormDialogProps) => (
  <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
    <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
    <DialogPanel className={panelClassName}>
      <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
      {children}
    </DialogPanel>
  </Dialog>
);
