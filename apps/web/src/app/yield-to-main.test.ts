import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain (rules 21.5: the start in several tasks)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task, after the code that awaited it has returned', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after the yield'));
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
