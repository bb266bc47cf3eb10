import { describe, expect, it } from 'vitest';
import { NOTICES_EACH_MAX, noticeGroupFor } from './notice-groups';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `m-${i}`);

describe('noticeGroupFor (machines of one company a sweep found silent)', () => {
  it('no machine: no notice', () => {
    expect(noticeGroupFor([])).toEqual({ kind: 'none' });
  });

  it('up to the limit: one notice per machine, in order', () => {
    expect(noticeGroupFor(['b', 'a'])).toEqual({ kind: 'each', equipmentIds: ['b', 'a'] });
    expect(noticeGroupFor(ids(NOTICES_EACH_MAX))).toEqual({ kind: 'each', equipmentIds: ids(NOTICES_EACH_MAX) });
  });

  it('one more than the limit: one notice with their number', () => {
    expect(noticeGroupFor(ids(NOTICES_EACH_MAX + 1))).toEqual({ kind: 'grouped', machineCount: NOTICES_EACH_MAX + 1 });
    expect(noticeGroupFor(ids(31_319))).toEqual({ kind: 'grouped', machineCount: 31_319 });
  });

  it('a machine named twice counts once', () => {
    expect(noticeGroupFor(['a', 'a', 'b'])).toEqual({ kind: 'each', equipmentIds: ['a', 'b'] });
    const repeated = [...ids(NOTICES_EACH_MAX), ...ids(NOTICES_EACH_MAX)];
    expect(noticeGroupFor(repeated)).toEqual({ kind: 'each', equipmentIds: ids(NOTICES_EACH_MAX) });
  });
});
