import { describe, expect, it } from 'vitest';
import type { AlertsView } from './alerts-query';
import { alertsOfMachinePath, queryFromView, toAlertListRequest, viewFromQuery } from './alerts-query';

const NONE: AlertsView = { status: null, kind: null, machine: null, tag: null, warehouse: null, from: '', to: '', page: 1, pageSize: 20 };

describe('/alerts view in the URL (rules 22.5)', () => {
  it('reads a hand-edited query safely: unknown status and kind, impossible day, bad page and size fall back', () => {
    const view = viewFromQuery(new URLSearchParams(`status=snoozed&kind=flood&machine=&tag=${'x'.repeat(65)}&from=2026-02-30&page=-2&size=33`));
    expect(view).toEqual(NONE);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const view = viewFromQuery(
      new URLSearchParams(
        'status=acknowledged&kind=not_returned&machine=eq_008&tag=tag_north_crew&warehouse=wh_north_0001&from=2026-03-01&to=2026-03-12&page=2&size=50',
      ),
    );
    expect(queryFromView(view).toString()).toBe(
      'status=acknowledged&kind=not_returned&machine=eq_008&tag=tag_north_crew&warehouse=wh_north_0001&from=2026-03-01&to=2026-03-12&page=2&size=50',
    );
    expect(queryFromView(NONE).toString()).toBe('');
    expect(alertsOfMachinePath('eq 1/2')).toBe('/alerts?machine=eq+1%2F2');
  });

  it('asks for company-local days as UTC instants across a DST change (Chicago springs forward on 8 March 2026: a 23-hour day)', () => {
    const request = toAlertListRequest({ ...NONE, from: '2026-03-08', to: '2026-03-08', status: 'open' }, 'America/Chicago');
    expect(request).toEqual({
      status: 'open',
      kind: null,
      equipmentId: null,
      tagId: null,
      warehouseId: null,
      from: '2026-03-08T06:00:00.000Z',
      to: '2026-03-09T05:00:00.000Z',
      page: 1,
      pageSize: 20,
    });
  });
});
