import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AlertListRequest } from '@yardfleet/contract/endpoints/alerts';
import type { AlertRuleDraft } from '@yardfleet/contract/endpoints/alert-rules';
import type { AlertId, AlertRuleId, EquipmentId } from '@yardfleet/domain/entities/ids';
import { alertsApi } from './endpoints/alerts';
import { createTestStore, ok, TEST_SESSION as session, useTestServer } from './test-support';

const server = useTestServer();

const alert = (id: string, status: 'open' | 'acknowledged') => ({
  id,
  ruleId: 'alr_1',
  ruleName: 'Faults',
  kind: 'fault_reported',
  subject: { kind: 'equipment', id: 'eq_008', name: 'Zero-turn 52 Parks', serialNumber: 'YF23RZ52P0002' },
  status,
  openedAt: '2026-03-12T16:47:00.000Z',
  acknowledgedAt: status === 'open' ? null : '2026-03-12T17:00:00.000Z',
  acknowledgedBy: status === 'open' ? null : 'Dana Whitfield',
  note: null,
  resolvedAt: null,
  resolvedHow: null,
  escalated: false,
  reopenCount: 0,
  detail: { errorCode: 'E-217' },
});
const rule = (id: string, name: string) => ({
  id,
  name,
  condition: { kind: 'fault_reported', errorCodes: [] },
  scope: { kind: 'all' },
  recipients: { people: [], roles: ['admin'] },
  channels: { email: true },
  escalation: null,
  holdMinutes: 0,
  reopenWithinMinutes: 60,
  paused: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'Dana Whitfield',
});
const AFTER_HOURS: AlertRuleDraft = {
  name: 'Out after hours',
  condition: { kind: 'out_after_hours' },
  scope: { kind: 'all' },
  recipients: { people: [], roles: ['admin'] },
  channels: { email: true },
  escalation: null,
  holdMinutes: 5,
  reopenWithinMinutes: 60,
  paused: false,
};
const OPEN_ONLY: AlertListRequest = {
  status: 'open',
  kind: null,
  equipmentId: null,
  tagId: null,
  warehouseId: null,
  from: null,
  to: null,
  page: 1,
  pageSize: 20,
};

describe('alerts in the cache (rules 22.4, 22.5)', () => {
  it('refetches the alert page, the bell count and the machine card after an acknowledgement', async () => {
    let acknowledged = false;
    const listBodies: unknown[] = [];
    server.use(
      http.post('*/web-hmac/web/alert/list', async ({ request }) => {
        listBodies.push(await request.json());
        return ok({ items: acknowledged ? [] : [alert('alt_1', 'open')], total: acknowledged ? 0 : 1, page: 1, pageSize: 20 });
      }),
      http.get('*/web-hmac/web/alert/unreadCount', () => ok({ count: acknowledged ? 0 : 1 })),
      http.post('*/web-hmac/web/alert/for-equipment', () => ok({ items: [alert('alt_1', acknowledged ? 'acknowledged' : 'open')] })),
      http.post('*/web-hmac/web/alert/acknowledge', async ({ request }) => {
        expect(await request.json()).toEqual({ ids: ['alt_1'], note: 'On my way' });
        acknowledged = true;
        return ok({ changed: 1 });
      }),
    );
    const { store } = createTestStore({ session });
    const list = store.dispatch(alertsApi.endpoints.alertList.initiate(OPEN_ONLY));
    const count = store.dispatch(alertsApi.endpoints.alertUnreadCount.initiate());
    const machine = store.dispatch(alertsApi.endpoints.equipmentAlerts.initiate({ equipmentId: 'eq_008' as EquipmentId }));
    expect((await list).data?.total).toBe(1);
    expect((await count).data?.count).toBe(1);
    expect((await machine).data?.items.map((a) => a.status)).toEqual(['open']);
    expect(listBodies).toEqual([OPEN_ONLY]);

    const answer = await store.dispatch(alertsApi.endpoints.acknowledgeAlerts.initiate({ ids: ['alt_1' as AlertId], note: 'On my way' }));
    expect(answer.data).toEqual({ changed: 1 });
    await expect.poll(() => alertsApi.endpoints.alertList.select(OPEN_ONLY)(store.getState()).data?.total).toBe(0);
    await expect.poll(() => alertsApi.endpoints.alertUnreadCount.select()(store.getState()).data?.count).toBe(0);
    await expect
      .poll(() =>
        alertsApi.endpoints.equipmentAlerts
          .select({ equipmentId: 'eq_008' as EquipmentId })(store.getState())
          .data?.items.map((a) => a.status),
      )
      .toEqual(['acknowledged']);
    for (const read of [list, count, machine]) read.unsubscribe();
  });

  it('refetches the rule list after a create and a pause, and hands a refused draft’s field errors to the screen', async () => {
    let rules = [rule('alr_1', 'Faults')];
    server.use(
      http.get('*/web-hmac/web/alert/rule/list', () => ok({ rules })),
      http.post('*/web-hmac/web/alert/rule/create', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        if (body.name.trim() === '') return fieldErrors({ name: { code: 'required', field: 'name' } });
        const created = rule('alr_2', body.name);
        rules = [...rules, created];
        return ok(created);
      }),
      http.post('*/web-hmac/web/alert/rule/pause', () => {
        rules = rules.map((r) => (r.id === 'alr_1' ? { ...r, paused: true } : r));
        return ok(rules[0]);
      }),
    );
    const { store } = createTestStore({ session });
    const list = store.dispatch(alertsApi.endpoints.alertRuleList.initiate());
    expect((await list).data?.rules.map((r) => r.name)).toEqual(['Faults']);
    const select = alertsApi.endpoints.alertRuleList.select();
    const refused = await store.dispatch(alertsApi.endpoints.createAlertRule.initiate({ ...AFTER_HOURS, name: ' ' }));
    expect(refused.error).toMatchObject({ kind: 'envelope', code: 1170010001, entry: { name: { code: 'required' } } });
    await store.dispatch(alertsApi.endpoints.createAlertRule.initiate(AFTER_HOURS));
    await expect.poll(() => select(store.getState()).data?.rules.map((r) => r.name)).toEqual(['Faults', 'Out after hours']);
    await store.dispatch(alertsApi.endpoints.pauseAlertRule.initiate({ id: 'alr_1' as AlertRuleId, paused: true }));
    await expect.poll(() => select(store.getState()).data?.rules[0]?.paused).toBe(true);
    list.unsubscribe();
  });
});

/** The server's 1170010001 answer with the field errors as its entry. */
const fieldErrors = (entry: unknown) => Response.json({ code: 1170010001, message: 'Some fields are not valid.', entry });
