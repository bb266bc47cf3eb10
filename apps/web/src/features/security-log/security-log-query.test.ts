import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS } from '@yardfleet/contract/endpoints/security-log';
import { GROUP_KINDS, KIND_GROUPS, queryFromView, toLogRequest, viewFromQuery } from './security-log-query';

describe('security log view in the URL (rules 20.12)', () => {
  it('puts every event kind in exactly one group of the filter', () => {
    const grouped = KIND_GROUPS.flatMap((group) => GROUP_KINDS[group]);
    expect([...grouped].sort()).toEqual([...SECURITY_EVENT_KINDS].sort());
  });

  it('reads a hand-edited query safely: unknown group, impossible day, bad page and size fall back', () => {
    const view = viewFromQuery(new URLSearchParams('kind=secrets&from=2026-02-30&to=2026-3-1&page=-4&size=33&q=' + 'x'.repeat(140)));
    expect(view).toEqual({ group: null, search: 'x'.repeat(100), from: '', to: '', page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const view = { group: 'passwords', search: 'jordan', from: '2026-10-31', to: '2026-11-01', page: 3, pageSize: 50 } as const;
    expect(queryFromView(view).toString()).toBe('kind=passwords&q=jordan&from=2026-10-31&to=2026-11-01&page=3&size=50');
    expect(viewFromQuery(queryFromView(view))).toEqual(view);
    expect(queryFromView(viewFromQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('turns company-local days into UTC instants across a DST change (Chicago falls back on 1 November 2026: a 25-hour day)', () => {
    const request = toLogRequest({ group: null, search: '  ', from: '2026-11-01', to: '2026-11-01', page: 1, pageSize: 20 }, 'America/Chicago');
    expect(request).toEqual({ page: 1, pageSize: 20, from: '2026-11-01T05:00:00.000Z', to: '2026-11-02T06:00:00.000Z' });
    expect(toLogRequest({ group: null, search: '', from: '', to: '2026-03-12', page: 1, pageSize: 20 }, 'Europe/Berlin')).toEqual({
      page: 1,
      pageSize: 20,
      to: '2026-03-12T23:00:00.000Z',
    });
  });
});
