import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { LAYERS, Toaster } from './toaster';

afterEach(cleanup);

const ERROR = { id: 'e1', level: 'error' as const, text: 'Code: 500, Message: Internal Server Error' };

/** The z-index a Tailwind class list gives (`z-50`, `z-[60]`); undefined when it sets none. */
const zIndexOf = (element: Element | null): number | undefined => {
  const match = /(?:^|\s)z-(?:(\d+)|\[(\d+)\])(?:\s|$)/.exec(element?.getAttribute('class') ?? '');
  return match ? Number(match[1] ?? match[2]) : undefined;
};

/** The nearest element from `element` up that sets a z-index: the layer it is stacked in. */
const layerOf = (element: Element): Element | null => {
  let current: Element | null = element;
  while (current && zIndexOf(current) === undefined) current = current.parentElement;
  return current;
};

describe('toasts above dialogs (rules 8.2)', () => {
  it.each(['confirm', 'alert'] as const)('with a %s dialog open, the error toast is stacked above the dialog and its backdrop', async (kind) => {
    render(
      <div>
        <Toaster toasts={[ERROR]} onDismiss={vi.fn()} dismissLabel="Dismiss" />
        {kind === 'confirm' ? (
          <ConfirmDialog
            open
            title="Delete North Depot?"
            message="This cannot be undone."
            confirmLabel="Delete"
            cancelLabel="Keep"
            onConfirm={vi.fn()}
            onCancel={vi.fn()}
          />
        ) : (
          <AlertDialog open title="Session expired" message="Please log in again." confirmLabel="OK" onConfirm={vi.fn()} />
        )}
      </div>,
    );
    const dialog = await screen.findByRole(kind === 'confirm' ? 'dialog' : 'alertdialog');
    const toast = screen.getByText(ERROR.text);
    const dialogLayer = zIndexOf(layerOf(dialog));
    const toastLayer = zIndexOf(layerOf(toast));
    expect(dialogLayer).toBe(LAYERS.dialog);
    expect(toastLayer).toBe(LAYERS.toast);
    expect(toastLayer).toBeGreaterThan(dialogLayer ?? Number.POSITIVE_INFINITY);
  });
});
