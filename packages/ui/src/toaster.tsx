import { clsx } from 'clsx';
import { CloseIcon } from './icons';

export type ToasterLevel = 'success' | 'info' | 'warning' | 'error';

export interface ToasterItem {
  readonly id: string;
  readonly level: ToasterLevel;
  /** The already translated text. */
  readonly text: string;
}

export interface ToasterProps {
  readonly toasts: readonly ToasterItem[];
  readonly onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button ("Dismiss"). */
  readonly dismissLabel: string;
}

const LEVELS: Record<ToasterLevel, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/**
 * Stacking order of the kit's layers (CSS z-index): the dialogs (ConfirmDialog, AlertDialog and the
 * app's form dialogs, `z-50`) and above them the toasts, so that an error raised while a dialog is
 * open is not dimmed by its backdrop (rules 8.2).
 */
export const LAYERS = { dialog: 50, toast: 60 } as const;

/**
 * Renders the toast queue at the top right, stacked above every dialog (`LAYERS.toast`, z-index 60).
 * Errors use role="alert" (announced at once), other levels role="status" (announced politely).
 * Dismissal after the duration is the store's job.
 */
export const Toaster = ({ toasts, onDismiss, dismissLabel }: ToasterProps) => (
  <div className="pointer-events-none fixed right-4 top-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
    {toasts.map((toast) => (
      <div
        key={toast.id}
        role={toast.level === 'error' ? 'alert' : 'status'}
        className={clsx('pointer-events-auto flex items-start gap-2 rounded-md border-l-4 p-3 text-sm shadow-lg', LEVELS[toast.level])}
      >
        <p className="flex-1 break-words">{toast.text}</p>
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={() => onDismiss(toast.id)}
          className="rounded p-0.5 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    ))}
  </div>
);
