import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenShown, type FirstScreenSignals } from './first-screen-gate';

/** Signals driven by the test: `settled` and a change notification. */
const signalsOf = () => {
  const listeners = new Set<() => void>();
  const state = { settled: false };
  const signals: FirstScreenSignals = {
    isSettled: () => state.settled,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (settled: boolean): void => {
    state.settled = settled;
    for (const listener of [...listeners]) listener();
  };
  return { signals, change, listeners };
};

describe('whenFirstScreenShown (rules 21.5: background work after the first screen)', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the first screen has settled and a frame has painted, then unsubscribes', async () => {
    const { signals, change, listeners } = signalsOf();
    const shown = vi.fn();
    void whenFirstScreenShown(signals, 60_000).then(shown);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(shown).not.toHaveBeenCalled();
    change(true);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce());
    expect(listeners.size).toBe(0);
  });

  it('keeps waiting when the screen is loading again after the paint (a query started by the first render)', async () => {
    const { signals, change } = signalsOf();
    const shown = vi.fn();
    change(true);
    void whenFirstScreenShown(signals, 60_000).then(shown);
    change(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(shown).not.toHaveBeenCalled();
    change(true);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce());
  });

  it('waits for a paint after the last change: data that arrives while the loading state paints (/warehouse)', async () => {
    const { signals, change, listeners } = signalsOf();
    const shown = vi.fn();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const paint = async (): Promise<void> => {
      for (const frame of frames.splice(0)) frame(0);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      change(true);
      void whenFirstScreenShown(signals, 60_000).then(shown);
      // The loading state is painting; meanwhile the screen's query settles and its answer renders.
      change(true);
      await paint();
      await paint();
      expect(shown).not.toHaveBeenCalled();
      // The next paint follows no change: the screen with its data is on screen.
      await paint();
      await paint();
      expect(shown).toHaveBeenCalledOnce();
      expect(listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives up waiting after the timeout', async () => {
    vi.useFakeTimers();
    const { signals } = signalsOf();
    const shown = vi.fn();
    void whenFirstScreenShown(signals, 8000).then(shown);
    await vi.advanceTimersByTimeAsync(7999);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveBeenCalledOnce();
  });
});
