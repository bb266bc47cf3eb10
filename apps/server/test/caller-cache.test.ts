/** The caller cache's own rules (decision 0016): what it remembers, for how long, and what makes it forget. */
import { describe, expect, it } from 'vitest';
import { createCallerCache, type SessionRow } from '../src/auth/caller-cache';

const row = (tokenHash: string, userId = 'u1', companyId: string | null = 'c1'): SessionRow => ({
  tokenHash,
  userId,
  companyId,
  userType: 1,
  role: 'admin',
  companyVersion: 'FULL_VERSION',
  lastUsedAt: 0,
  expiresAt: 1e15,
});

const trustedCache = (options: { now?: () => number; maxAgeMs?: number; maxEntries?: number } = {}) => {
  const cache = createCallerCache(options);
  cache.trust(true);
  return cache;
};

describe('caller cache', () => {
  it('remembers a session read after it began, and answers it until the bound', () => {
    let now = 1_000;
    const cache = trustedCache({ now: () => now, maxAgeMs: 5_000 });
    cache.begin()(row('h1'));
    expect(cache.get('h1')?.userId).toBe('u1');
    now += 4_999;
    expect(cache.get('h1')).toBeDefined();
    now += 1;
    expect(cache.get('h1')).toBeUndefined();
  });

  it('does not remember a read that a change overtook (the row may predate the change)', () => {
    const cache = trustedCache();
    const remember = cache.begin();
    cache.forget(JSON.stringify({ u: 'someone-else' }));
    remember(row('h1'));
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets by session, by user and by company, and everything on a payload it does not know', () => {
    const cache = trustedCache();
    for (const r of [row('s1', 'u1', 'c1'), row('s2', 'u2', 'c1'), row('s3', 'u3', 'c2'), row('s4', 'u3', 'c2'), row('s5', 'u5', null)]) cache.begin()(r);
    cache.forget('{"s":"s1"}');
    expect(cache.get('s1')).toBeUndefined();
    cache.forget('{"u":"u3"}');
    expect([cache.get('s3'), cache.get('s4')]).toEqual([undefined, undefined]);
    cache.forget('{"c":"c1"}');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s5')).toBeDefined();
    cache.forget('{"x":1}');
    expect(cache.size()).toBe(0);
    cache.begin()(row('s6'));
    cache.forget('not json');
    expect(cache.size()).toBe(0);
  });

  it('a settle marker forgets nothing', () => {
    const cache = trustedCache();
    cache.begin()(row('s1'));
    cache.forget('{"b":"123.1"}');
    expect(cache.get('s1')).toBeDefined();
  });

  it('remembers and answers nothing while untrusted (notifications cannot arrive)', () => {
    const cache = createCallerCache();
    cache.begin()(row('h1'));
    expect(cache.get('h1')).toBeUndefined();
    cache.trust(true);
    cache.begin()(row('h1'));
    cache.trust(false);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('keeps at most maxEntries sessions, dropping the oldest remembered', () => {
    const cache = trustedCache({ maxEntries: 2 });
    for (const hash of ['a', 'b', 'c']) cache.begin()(row(hash));
    expect([cache.get('a'), cache.get('b')?.tokenHash, cache.get('c')?.tokenHash]).toEqual([undefined, 'b', 'c']);
  });
});
