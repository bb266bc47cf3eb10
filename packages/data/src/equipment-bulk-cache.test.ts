import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EquipmentSelection } from '@yardfleet/contract/endpoints/equipment-bulk';
import { downloadSelection, equipmentBulkApi } from './endpoints/equipment-bulk';
import { equipmentOverviewApi } from './endpoints/equipment-overview';
import { createTestStore, ok, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const selection = {
  kind: 'filters',
  filters: { search: null, category: 'mower', inventoryStatus: null, onlineStatus: null, tagId: null },
} as EquipmentSelection;
const overview = { byInventoryStatus: [], byOnlineStatus: [], serviceDue: { due: 0, overdue: 0 }, total: 0 };

/** Counts the calls of `path` and answers `entry`; records the bodies. */
const answering = (path: string, entry: unknown) => {
  const bodies: unknown[] = [];
  return {
    bodies,
    handler: http.post(`*/web-hmac/web/equipment/bulk/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return ok(entry);
    }),
  };
};

describe('equipment bulk actions in the cache (docs/roles.md "Bulk actions")', () => {
  it('counts a selection in one call, and a bulk tag change refetches the count and the overview', async () => {
    const count = answering('count', { count: 40 });
    const tags = answering('tags', { count: 40 });
    let overviews = 0;
    server.use(
      count.handler,
      tags.handler,
      http.get('*/web-hmac/web/equipment/overview', () => {
        overviews += 1;
        return ok(overview);
      }),
    );
    const { store } = createTestStore({ session });
    const counted = store.dispatch(equipmentBulkApi.endpoints.bulkCount.initiate({ selection }));
    expect((await counted).data).toEqual({ count: 40 });
    const shown = store.dispatch(equipmentOverviewApi.endpoints.equipmentOverview.initiate());
    await shown;
    const change = { selection, add: ['tag_1'], remove: [] } as never;
    expect(await store.dispatch(equipmentBulkApi.endpoints.bulkTags.initiate(change)).unwrap()).toEqual({ count: 40 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count.bodies).toEqual([{ selection }, { selection }]);
    expect(tags.bodies).toEqual([change]);
    expect(overviews).toBe(2);
    counted.unsubscribe();
    shown.unsubscribe();
  });

  it('answers a changed selection on delete as the failure the dialog shows', async () => {
    server.use(
      http.post('*/web-hmac/web/equipment/bulk/delete', () =>
        HttpResponse.json({ code: 1170010422, message: 'The selection holds 41 machines now.', entry: { reason: 'selection_changed', count: 41 } }),
      ),
    );
    const { store } = createTestStore({ session });
    const outcome = await store.dispatch(equipmentBulkApi.endpoints.bulkDelete.initiate({ selection, confirmedCount: 40 }));
    expect(outcome.error).toMatchObject({ kind: 'envelope', code: 1170010422, entry: { reason: 'selection_changed', count: 41 } });
  });

  it('downloads the selection export with the server-given file name', async () => {
    let body: unknown;
    server.use(
      http.post('*/web-hmac/web/equipment/bulk/export', async ({ request }) => {
        body = await request.json();
        return new HttpResponse("\uFEFFName,SN\n'=1+1,SN-1\n", {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="equipment-selection.csv"' },
        });
      }),
    );
    const { store } = createTestStore({ session });
    const outcome = await store.dispatch(downloadSelection({ selection, format: 'csv' }));
    expect(body).toEqual({ selection, format: 'csv' });
    expect(outcome.ok && outcome.file.fileName).toBe('equipment-selection.csv');
    expect(outcome.ok && (await outcome.file.blob.text())).toContain("'=1+1");
  });
});
