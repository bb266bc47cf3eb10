import { useState } from 'react';

/** The answer of a mutation (an RTK Query trigger's promise): failed when `error` is set. */
interface Answer {
  readonly error?: unknown;
}

/** What `useConfirmedAction` gives a screen. */
export interface ConfirmedAction<Target> {
  /** The record the open confirmation is about (null: no confirmation open). */
  readonly target: Target | null;
  /** Opens the confirmation for `target` (a stable function: rows keep their actions). */
  readonly ask: (target: Target) => void;
  /** The confirmation dialog's `open`, `onCancel` and `onConfirm`, to spread into a `ConfirmDialog`. */
  readonly dialog: { readonly open: boolean; readonly onCancel: () => void; readonly onConfirm: () => void };
}

/**
 * An action asked for, confirmed, then run (a delete asks confirmation, rules 2.12): `ask(target)`
 * opens the dialog; Cancel closes it; Confirm runs `run(target)`, closes the dialog when it
 * answers, and calls `onDone(target)` when it did not fail (failures are the error policy's toasts).
 */
export const useConfirmedAction = <Target>(run: (target: Target) => PromiseLike<Answer>, onDone: (target: Target) => void): ConfirmedAction<Target> => {
  const [target, setTarget] = useState<Target | null>(null);
  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      onCancel: () => setTarget(null),
      onConfirm: () => {
        if (target === null) return;
        void run(target).then((answer) => {
          setTarget(null);
          if (answer.error === undefined) onDone(target);
        });
      },
    },
  };
};
