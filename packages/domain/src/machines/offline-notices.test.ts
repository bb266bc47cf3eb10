import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICES_EACH_MAX, offlineNoticesFor } from './offline-notices';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `m-${i}`);

describe('offlineNoticesFor (machines of one company a sweep found silent)', () => {
  it('no machine: no notice', () => {
    expect(offlineNoticesFor([])).toEqual({ kind: 'none' });
  });

  it('up to the limit: one notice per machine, in order', () => {
    expect(offlineNoticesFor(['b', 'a'])).toEqual({ kind: 'each', equipmentIds: ['b', 'a'] });
    expect(offlineNoticesFor(ids(OFFLINE_NOTICES_EACH_MAX))).toEqual({ kind: 'each', equipmentIds: ids(OFFLINE_NOTICES_EACH_MAX) });
  });

  it('one more than the limit: one notice with their number', () => {
    expect(offlineNoticesFor(ids(OFFLINE_NOTICES_EACH_MAX + 1))).toEqual({ kind: 'grouped', machineCount: OFFLINE_NOTICES_EACH_MAX + 1 });
    expect(offlineNoticesFor(ids(31_319))).toEqual({ kind: 'grouped', machineCount: 31_319 });
  });

  it('a machine named twice counts once', () => {
    expect(offlineNoticesFor(['a', 'a', 'b'])).toEqual({ kind: 'each', equipmentIds: ['a', 'b'] });
    const repeated = [...ids(OFFLINE_NOTICES_EACH_MAX), ...ids(OFFLINE_NOTICES_EACH_MAX)];
    expect(offlineNoticesFor(repeated)).toEqual({ kind: 'each', equipmentIds: ids(OFFLINE_NOTICES_EACH_MAX) });
  });
});
