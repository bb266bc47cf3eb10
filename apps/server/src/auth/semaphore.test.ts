import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreFullError } from './semaphore';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const gate = new Semaphore(2, 10);
    const started: number[] = [];
    const blockers = [deferred(), deferred(), deferred(), deferred()];
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1]);
    blockers[1]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    blockers.forEach((b) => b.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('refuses new tasks when the wait queue is full, and frees the slot when a task throws', async () => {
    const gate = new Semaphore(1, 1);
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(SemaphoreFullError);
    hold.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(
      gate.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
