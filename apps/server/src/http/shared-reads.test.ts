import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads';

/** A read that answers when `settle` is called, counting how often it was started. */
const gate = <T>() => {
  let started = 0;
  const settles: ((value: T) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  return {
    read: () => {
      started += 1;
      return new Promise<T>((resolve, reject) => {
        settles.push(resolve);
        fails.push(reject);
      });
    },
    started: () => started,
    settle: (value: T) => settles.forEach((s) => s(value)),
    fail: (error: Error) => fails.forEach((f) => f(error)),
  };
};

describe('sharedReads (identical reads in flight answered once, decision 0019)', () => {
  it('answers identical calls of one company in flight with one read, and reads again once it has answered', async () => {
    const reads = sharedReads(true);
    const g = gate<string>();
    const calls = [reads.share('acme', 'list p1', g.read), reads.share('acme', 'list p1', g.read), reads.share('acme', 'list p1', g.read)];
    expect([g.started(), reads.inFlight()]).toEqual([1, 1]);
    g.settle('page 1');
    expect(await Promise.all(calls)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(reads.inFlight()).toBe(0);
    const again = reads.share('acme', 'list p1', g.read);
    expect(g.started()).toBe(2);
    g.settle('page 1 again');
    expect(await again).toBe('page 1 again');
  });

  it('never shares between companies or between different reads', async () => {
    const reads = sharedReads(true);
    const g = gate<string>();
    void reads.share('acme', 'list p1', g.read);
    void reads.share('globex', 'list p1', g.read);
    void reads.share('acme', 'list p2', g.read);
    expect([g.started(), reads.inFlight()]).toEqual([3, 3]);
    g.settle('x');
  });

  it('does not share a read from before a write of the company with a call after it; other companies keep sharing', async () => {
    const reads = sharedReads(true);
    const before = gate<string>();
    const after = gate<string>();
    const old = reads.share('acme', 'list p1', before.read);
    const other = reads.share('globex', 'list p1', before.read);
    reads.wrote('acme');
    const fresh = reads.share('acme', 'list p1', after.read);
    const joined = reads.share('acme', 'list p1', after.read);
    expect(reads.share('globex', 'list p1', after.read)).toBe(other);
    expect([before.started(), after.started()]).toEqual([2, 1]);
    after.settle('renamed');
    before.settle('old name');
    expect(await Promise.all([old, fresh, joined])).toEqual(['old name', 'renamed', 'renamed']);
    expect(reads.inFlight()).toBe(0);
  });

  it("rejects every joined call with the read's error, then reads again", async () => {
    const reads = sharedReads(true);
    const g = gate<string>();
    const calls = [reads.share('acme', 'k', g.read), reads.share('acme', 'k', g.read)];
    g.fail(new Error('database_timeout'));
    for (const call of calls) await expect(call).rejects.toThrow('database_timeout');
    expect(reads.inFlight()).toBe(0);
    void reads.share('acme', 'k', g.read);
    expect(g.started()).toBe(2);
  });

  it('runs every call by itself when disabled (WORKERS above 1)', () => {
    const reads = sharedReads(false);
    const g = gate<string>();
    void reads.share('acme', 'k', g.read);
    void reads.share('acme', 'k', g.read);
    reads.wrote('acme');
    expect([g.started(), reads.inFlight()]).toEqual([2, 0]);
  });
});
