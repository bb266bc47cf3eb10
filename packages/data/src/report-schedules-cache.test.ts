import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from './api';
import { EQUIPMENT_LIST_TAG } from './cache-tags';
import { equipmentOverviewApi } from './endpoints/equipment-overview';
import { reportSchedulesApi } from './endpoints/report-schedules';
import { createTestStore, ok, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const schedule = (id: string) => ({
  id,
  kind: 'power',
  filters: { tagId: null, category: null, warehouseId: null },
  frequency: 'daily',
  weekday: null,
  dayOfMonth: null,
  timeOfDay: '00:00',
  recipients: ['a@example.com'],
  nextRunAt: '2026-03-13T05:00:00.000Z',
  lastSentAt: null,
  createdBy: 'Dana Whitfield',
});
const overview = (total: number) => ({
  total,
  byInventoryStatus: [{ key: 'in_warehouse', count: total }],
  byOnlineStatus: [{ key: 'online', count: total }],
  serviceDue: { due: 0, overdue: 0 },
});

describe('scheduled reports and the inventory overview in the cache (rules 10.10, 10.11)', () => {
  it('refetches the schedule list after a create and after a delete', async () => {
    let stored = [schedule('sch_1')];
    server.use(
      http.get('*/web-hmac/web/report/schedule/list', () => ok({ schedules: stored })),
      http.post('*/web-hmac/web/report/schedule/create', async ({ request }) => {
        expect(await request.json()).toEqual({
          kind: 'power',
          filters: { tagId: null, category: null, warehouseId: null },
          frequency: 'daily',
          weekday: null,
          dayOfMonth: null,
          timeOfDay: '00:00',
          recipients: ['a@example.com'],
        });
        stored = [...stored, schedule('sch_2')];
        return ok(schedule('sch_2'));
      }),
      http.post('*/web-hmac/web/report/schedule/delete', () => {
        stored = stored.filter((s) => s.id !== 'sch_1');
        return ok(null);
      }),
    );
    const { store } = createTestStore({ session });
    const list = store.dispatch(reportSchedulesApi.endpoints.reportScheduleList.initiate());
    expect((await list).data?.schedules.map((s) => s.id)).toEqual(['sch_1']);
    const select = reportSchedulesApi.endpoints.reportScheduleList.select();
    await store.dispatch(
      reportSchedulesApi.endpoints.createReportSchedule.initiate({
        kind: 'power',
        filters: { tagId: null, category: null, warehouseId: null },
        frequency: 'daily',
        weekday: null,
        dayOfMonth: null,
        timeOfDay: '00:00',
        recipients: ['a@example.com'],
      }),
    );
    await expect.poll(() => select(store.getState()).data?.schedules.map((s) => s.id)).toEqual(['sch_1', 'sch_2']);
    await store.dispatch(reportSchedulesApi.endpoints.deleteReportSchedule.initiate({ id: 'sch_1' }));
    await expect.poll(() => select(store.getState()).data?.schedules.map((s) => s.id)).toEqual(['sch_2']);
    list.unsubscribe();
  });

  it('refetches the overview when the equipment list tag is invalidated (equipment mutations, live equipment changes)', async () => {
    let total = 3;
    server.use(http.get('*/web-hmac/web/equipment/overview', () => ok(overview(total))));
    const { store } = createTestStore({ session });
    const read = store.dispatch(equipmentOverviewApi.endpoints.equipmentOverview.initiate());
    expect((await read).data?.total).toBe(3);
    total = 4;
    store.dispatch(api.util.invalidateTags([EQUIPMENT_LIST_TAG]));
    const select = equipmentOverviewApi.endpoints.equipmentOverview.select();
    await expect.poll(() => select(store.getState()).data?.total).toBe(4);
    read.unsubscribe();
  });
});
