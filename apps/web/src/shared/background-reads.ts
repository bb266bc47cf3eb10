import { useSyncExternalStore } from 'react';

/**
 * Reads and work that the first screen does not show (the bell's count, the scheduled reports under
 * /report, maps, the live stream) wait until the first screen has painted: the composition root
 * holds them with `holdBackgroundReads(gate)` and opens the gate once the first screen is shown
 * (app/first-screen-gate.ts); screens ask `useBackgroundReadsAllowed()`.
 */

/** A promise and the function that resolves it. */
export interface Gate {
  readonly opened: Promise<void>;
  readonly open: () => void;
}

/** A gate to open later (the store is built before the router whose state the gate watches). */
export const createGate = (): Gate => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

let backgroundReadsHeld = false;
const backgroundListeners = new Set<() => void>();

/**
 * Holds the background reads (useBackgroundReadsAllowed) until `gate` resolves. Called once by
 * main.tsx; without it (stories, tests) they are allowed from the start.
 */
export const holdBackgroundReads = (gate: Promise<void>): void => {
  backgroundReadsHeld = true;
  void gate.then(() => {
    backgroundReadsHeld = false;
    for (const listener of [...backgroundListeners]) listener();
  });
};

const subscribeBackground = (listener: () => void): (() => void) => {
  backgroundListeners.add(listener);
  return () => backgroundListeners.delete(listener);
};

/** False while the first screen loads (holdBackgroundReads): a read not shown by the first paint passes `skip: !allowed`. */
export const useBackgroundReadsAllowed = (): boolean =>
  useSyncExternalStore(
    subscribeBackground,
    () => !backgroundReadsHeld,
    () => true,
  );
