import { describe, expect, it } from 'vitest';
import { queryFromView, toListRequest, viewFromQuery } from './gateway-query';

describe('gateway list URL query', () => {
  it('reads tab, search, order, page and size, and writes them back leaving out the defaults', () => {
    const view = viewFromQuery(new URLSearchParams('tab=app_gateway_mobile&q=iPhone&sort=oldest&page=3&size=50'));
    expect(view).toEqual({ kind: 'app_gateway_mobile', search: 'iPhone', sort: 'last_connected_asc', page: 3, pageSize: 50 });
    expect(queryFromView(view).toString()).toBe('tab=app_gateway_mobile&q=iPhone&sort=oldest&page=3&size=50');
    expect(queryFromView(viewFromQuery(new URLSearchParams(''))).toString()).toBe('');
  });

  it('turns a hand-edited query into a valid request: unknown tab, bad page and size, long search', () => {
    const view = viewFromQuery(new URLSearchParams(`tab=router&page=-2&size=13&sort=sideways&q=${'x'.repeat(80)}`));
    expect(view).toMatchObject({ kind: 'charger_gateway', page: 1, pageSize: 20, sort: 'last_connected_desc' });
    expect(view.search).toHaveLength(50);
    expect(toListRequest({ ...view, search: '   ' }, '   ').search).toBeNull();
    expect(toListRequest(view, ' YG2B ').search).toBe('YG2B');
  });
});
