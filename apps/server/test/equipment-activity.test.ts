import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import type { EquipmentPositionsResponse } from '@yardfleet/contract/endpoints/equipment-positions';
import { EQUIPMENT_ACTIVITIES } from '@yardfleet/domain/entities/equipment-detail';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';

const ALL = { page: 1, pageSize: 100, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
type Session = { token: string; uid: string };

/**
 * Rules 2.10: the equipment list shows each machine's activity and error code (rules 4.5) and
 * filters by activity and by fault (`activity`, `faulty` of `equipmentOptionalFilterProps`), for
 * the list and the fleet map alike; another company's faulty machines never show.
 */
describe.each(backends())('equipment activity and fault filters on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let power: Session;
  let greenwayId: string;
  let brightlineId: string;
  let brightlineFaulty: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [admin, power] = await Promise.all([loginAs(t.app, DEMO_LOGINS.admin), loginAs(t.app, DEMO_LOGINS.power)]);
    const company = async (name: string) => await companyIdNamed(t.db, name);
    greenwayId = await company(GREENWAY_NAME);
    brightlineId = await company(BRIGHTLINE_NAME);
    // One faulty machine in the other company, so a leak through the new filters would show.
    brightlineFaulty = (await t.db.selectFrom('equipment').select('id').where('company_id', '=', brightlineId).orderBy('name').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('equipment').set({ activity: 'faulty', error_code: 'E-999' }).where('id', '=', brightlineFaulty).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: Record<string, unknown>, session: Session = admin) =>
    (await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: session, payload: { ...ALL, ...query } })).body;
  const positions = async (query: Record<string, unknown>, session: Session = admin) => {
    const { page: _page, pageSize: _size, ...filters } = { ...ALL, ...query };
    return (await call<EquipmentPositionsResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/positions', headers: session, payload: filters }))
      .body;
  };
  const greenway = () => t.db.selectFrom('equipment').where('company_id', '=', greenwayId);

  it('answers each row with its activity and error code', async () => {
    const answer = await list({ pageSize: 100 });
    expect(answer.code).toBe(200);
    const stored = new Map((await greenway().select(['id', 'activity', 'error_code']).execute()).map((r) => [r.id, r]));
    for (const item of answer.entry.items) {
      expect({ activity: item.activity, errorCode: item.errorCode }).toEqual({
        activity: stored.get(item.id)?.activity,
        errorCode: stored.get(item.id)?.error_code,
      });
    }
  });

  it('filters by each activity, alone and with another filter', async () => {
    for (const activity of EQUIPMENT_ACTIVITIES) {
      const expected = (await greenway().select('id').where('activity', '=', activity).execute()).length;
      const answer = await list({ activity });
      expect([activity, answer.entry.total]).toEqual([activity, expected]);
      expect(answer.entry.items.every((i) => i.activity === activity)).toBe(true);
    }
    const mowing = (await greenway().select('id').where('activity', '=', 'mowing').where('category', '=', 'mower').execute()).length;
    expect(mowing).toBeGreaterThan(0);
    expect((await list({ activity: 'mowing', category: 'mower' })).entry.total).toBe(mowing);
  });

  it('filters the machines reporting an error code (faulty: true) and those without one (false)', async () => {
    const faulty = await greenway().select(['id', 'error_code']).where('error_code', 'is not', null).execute();
    expect(faulty.length).toBeGreaterThan(0);
    const answer = await list({ faulty: true });
    expect(answer.entry.total).toBe(faulty.length);
    expect(new Set(answer.entry.items.map((i) => i.id))).toEqual(new Set(faulty.map((r) => r.id)));
    expect(answer.entry.items.every((i) => i.errorCode !== null)).toBe(true);
    const healthy = await list({ faulty: false });
    expect(healthy.entry.total).toBe((await greenway().select('id').execute()).length - faulty.length);
    expect(healthy.entry.items.every((i) => i.errorCode === null)).toBe(true);
  });

  it('applies the same filters to the fleet map positions', async () => {
    const located = await greenway().select('id').where('error_code', 'is not', null).where('last_lat', 'is not', null).execute();
    const answer = await positions({ faulty: true });
    expect(answer.code).toBe(200);
    expect(answer.entry.machines.lat).toHaveLength(located.length);
    const charging = await greenway().select('id').where('activity', '=', 'charging').where('last_lat', 'is not', null).execute();
    expect((await positions({ activity: 'charging' })).entry.machines.lat).toHaveLength(charging.length);
  });

  it("never shows another company's faulty machine, to either company", async () => {
    const greenwayView = [...(await list({ faulty: true })).entry.items, ...(await list({ activity: 'faulty' })).entry.items];
    expect(greenwayView.map((i) => i.id)).not.toContain(brightlineFaulty);
    expect((await positions({ faulty: true })).entry.machines.lat).toHaveLength(
      (await greenway().select('id').where('error_code', 'is not', null).where('last_lat', 'is not', null).execute()).length,
    );
    const own = await list({ faulty: true }, power);
    expect(own.entry.items.map((i) => [i.id, i.errorCode])).toEqual([[brightlineFaulty, 'E-999']]);
    expect((await list({ activity: 'faulty' }, power)).entry.items.map((i) => i.id)).toEqual([brightlineFaulty]);
  });

  it('keeps old clients working (no activity or faulty key) and refuses a malformed filter', async () => {
    expect((await list({})).entry.total).toBe((await greenway().select('id').execute()).length);
    expect((await list({ activity: 'dancing' })).code).not.toBe(200);
    expect((await list({ faulty: 'yes' })).code).not.toBe(200);
  });
});
