import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import type { ReportRequest } from '@yardfleet/contract/endpoints/reports';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { EquipmentListItem } from '@yardfleet/domain/entities/equipment';
import { reclassifyCompany } from '../src/areas/ingest/reclassify';
import { inventoryReportRows, type InventoryReport } from '../src/areas/reports/inventory';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';
import { addFullCompany, addMachines, addTag, addWarehouse } from './report-fixtures';

type Session = { token: string; uid: string };
type Overview = {
  total: number;
  byInventoryStatus: { key: string; count: number }[];
  byOnlineStatus: { key: string; count: number }[];
  serviceDue: { due: number; overdue: number };
};
const NO_FILTERS = { tagId: null, category: null, warehouseId: null };
const PERIOD = { from: '2026-06-01', to: '2026-06-15' };
const LIST = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

describe.each(backends())('inventory report and inventory home overview on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power' | 'berlin', Session>;
  let ids: { greenway: string; berlin: string; berlinWarehouse: string; berlinTag: string; tagged: string[] };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const berlin = await addFullCompany(t.db, 'Berlin Fleet', 'Europe/Berlin');
    const berlinWarehouse = await addWarehouse(t.db, berlin.companyId, 'Berlin Yard');
    // Many machines (the row generator runs across chunks), names whose natural order differs from text order.
    const names = Array.from({ length: 1_030 }, (_, i) => `Trimmer ${(i * 7919) % 1_030}`);
    await addMachines(t.db, berlin.companyId, names, { category: 'string_trimmer' });
    const inYard = await addMachines(t.db, berlin.companyId, ['Blower 2', 'Blower 10', 'Blower 1'], { category: 'blower', warehouseId: berlinWarehouse });
    const tagged = [...inYard.slice(0, 2), ...(await addMachines(t.db, berlin.companyId, ['Edger 1'], { category: 'edger', inventoryStatus: 'out_for_work' }))];
    const berlinTag = await addTag(t.db, berlin.companyId, 'North crew', tagged);
    s = {
      admin: await loginAs(t.app, DEMO_LOGINS.admin),
      manager: await loginAs(t.app, DEMO_LOGINS.manager),
      employee: await loginAs(t.app, DEMO_LOGINS.employee),
      power: await loginAs(t.app, DEMO_LOGINS.power),
      berlin: await loginAs(t.app, berlin.email),
    };
    ids = { greenway, berlin: berlin.companyId, berlinWarehouse, berlinTag, tagged };
  });
  afterAll(async () => {
    await t.close();
  });

  const inventory = (
    over: Partial<Record<keyof ReportRequest, unknown>> = {},
    session: Session | Record<string, never> = s.admin,
    extra: Record<string, unknown> = {},
  ) =>
    call<InventoryReport>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/report/inventory',
      headers: session,
      payload: { period: PERIOD, filters: NO_FILTERS, page: 1, pageSize: 100, ...over, ...extra },
    });
  const overview = (session: Session | Record<string, never> = s.admin) =>
    call<Overview>(t.app, { method: 'GET', url: '/web-hmac/web/equipment/overview', headers: session });
  const countsInDb = async (companyId: string, column: 'inventory_status' | 'category' | 'online_status', where = sql`true`) => {
    const { rows } = await sql<{
      key: string;
      n: number;
    }>`select ${sql.ref(column)} as key, count(*)::int as n from equipment where company_id = ${companyId} and ${where} group by 1`.execute(t.db);
    return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  };
  const nonZero = (counts: readonly { key: string; count: number }[]) => Object.fromEntries(counts.filter((c) => c.count > 0).map((c) => [c.key, c.count]));
  const screenRows = async (session: Session, filters = NO_FILTERS) => {
    const rows: EquipmentListItem[] = [];
    for (let page = 1; ; page += 1) {
      const { entry } = (await inventory({ page, filters }, session)).body;
      rows.push(...entry.rows);
      if (entry.rows.length < 100) return rows;
    }
  };

  it('every role of a full-version company reads the inventory and the overview; a power-only company gets 1170010403; no session 1401; unknown field HTTP 400', async () => {
    for (const session of [s.admin, s.manager, s.employee]) {
      expect((await inventory({}, session)).body.code).toBe(200);
      expect((await overview(session)).body.code).toBe(200);
    }
    expect((await inventory({}, s.power)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await overview(s.power)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await inventory({}, {})).body.code).toBe(ServerCode.sessionExpired);
    expect((await overview({})).body.code).toBe(ServerCode.sessionExpired);
    const unknown = await inventory({}, s.admin, { columns: ['name'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'unknown_field' });
    // A snapshot of now: the period is ignored, even a reversed one.
    expect((await inventory({ period: { from: '2026-06-15', to: '2026-06-01' } })).body.entry.total).toBe((await inventory()).body.entry.total);
  });

  it('the rows are the equipment list rows in the list order, and the counts by inventory status, category and online status equal the SQL counts of every machine', async () => {
    const { entry } = (await inventory({ pageSize: 50 })).body;
    const list = await call<EquipmentListResponse>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/equipment/list',
      headers: s.admin,
      payload: { ...LIST, page: 1, pageSize: 50 },
    });
    // The list's rows also carry the activity and error code the list screen shows (rules 2.10);
    // the report keeps its own columns (rules 10.2), otherwise the same rows in the same order.
    const listRows = list.body.entry.items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'activity' && key !== 'errorCode')));
    expect(entry.rows).toEqual(listRows);
    expect(entry.total).toBe(list.body.entry.total);
    expect(nonZero(entry.byInventoryStatus)).toEqual(await countsInDb(ids.greenway, 'inventory_status'));
    expect(nonZero(entry.byCategory)).toEqual(await countsInDb(ids.greenway, 'category'));
    expect(nonZero(entry.byOnlineStatus)).toEqual(await countsInDb(ids.greenway, 'online_status'));
    expect(entry.byInventoryStatus.map((c) => c.key)).toEqual(['in_warehouse', 'out_for_work', 'never_seen', 'location_unknown']);
  });

  it('the row generator yields every row in the screen order (natural name order) across chunks', async () => {
    const scope = { companyId: ids.berlin, timeZone: 'Europe/Berlin', version: 'FULL_VERSION' as const };
    const streamed: EquipmentListItem[] = [];
    for await (const row of inventoryReportRows(t.db, scope, PERIOD, NO_FILTERS, t.clock.now(), 100)) streamed.push(row);
    expect(streamed).toHaveLength(1_034);
    expect(streamed.slice(0, 4).map((r) => r.name)).toEqual(['Blower 1', 'Blower 2', 'Blower 10', 'Edger 1']);
    expect(streamed.at(-1)?.name).toBe('Trimmer 1029');
    expect(streamed).toEqual(await screenRows(s.berlin));
  });

  it('filters by tag, category and warehouse (the machine is in it now); counts cover the matching machines only', async () => {
    const byTag = (await inventory({ filters: { ...NO_FILTERS, tagId: ids.berlinTag } }, s.berlin)).body.entry;
    expect(byTag.rows.map((r) => r.id).sort()).toEqual([...ids.tagged].sort());
    expect(nonZero(byTag.byCategory)).toEqual({ blower: 2, edger: 1 });
    const inYard = (await inventory({ filters: { ...NO_FILTERS, warehouseId: ids.berlinWarehouse } }, s.berlin)).body.entry;
    expect(inYard.rows.map((r) => r.name)).toEqual(['Blower 1', 'Blower 2', 'Blower 10']);
    expect(nonZero(inYard.byInventoryStatus)).toEqual({ in_warehouse: 3 });
    const both = (await inventory({ filters: { tagId: ids.berlinTag, category: 'edger', warehouseId: null } }, s.berlin)).body.entry;
    expect(both.rows.map((r) => r.name)).toEqual(['Edger 1']);
    // The demo seed leaves equipment.warehouse_id empty; the geofence verdict after a warehouse change fills it.
    await reclassifyCompany(t.db, ids.greenway, t.clock.now());
    const greenwayWarehouse = await t.db
      .selectFrom('equipment')
      .select(sql<string>`warehouse_id`.as('w'))
      .where('company_id', '=', ids.greenway)
      .where(sql<boolean>`warehouse_id is not null`)
      .executeTakeFirstOrThrow();
    const greenwayAt = (await inventory({ filters: { ...NO_FILTERS, warehouseId: greenwayWarehouse.w } })).body.entry;
    expect(greenwayAt.total).toBeGreaterThan(0);
    expect(greenwayAt.rows.every((r) => r.inventoryStatus === 'in_warehouse')).toBe(true);
    expect(greenwayAt.total).toBe(
      Object.values(await countsInDb(ids.greenway, 'category', sql`warehouse_id = ${greenwayWarehouse.w}`)).reduce((a, b) => a + b, 0),
    );
  });

  it("another company's tag or warehouse answers an empty inventory (never its machines); each company sees its own machines only", async () => {
    const greenwayTag = await t.db.selectFrom('tags').select('id').where('company_id', '=', ids.greenway).executeTakeFirstOrThrow();
    for (const filters of [
      { ...NO_FILTERS, tagId: greenwayTag.id },
      { ...NO_FILTERS, warehouseId: ids.berlinWarehouse },
      { ...NO_FILTERS, warehouseId: 'nope' },
    ]) {
      const session = filters.tagId === null ? s.admin : s.berlin;
      const { body } = await inventory({ filters }, session);
      expect(body.code).toBe(200);
      expect(body.entry.rows).toEqual([]);
      expect(body.entry.total).toBe(0);
      expect([...body.entry.byInventoryStatus, ...body.entry.byCategory, ...body.entry.byOnlineStatus].every((c) => c.count === 0)).toBe(true);
    }
    expect((await inventory({}, s.berlin)).body.entry.total).toBe(1_034);
    expect((await overview(s.berlin)).body.entry.total).toBe(1_034);
  });

  it('the overview counts the machines by inventory status and online status (SQL) and the service due and overdue as the list shows them', async () => {
    const { entry } = (await overview()).body;
    expect(entry.total).toBe(Object.values(await countsInDb(ids.greenway, 'category')).reduce((a, b) => a + b, 0));
    expect(nonZero(entry.byInventoryStatus)).toEqual(await countsInDb(ids.greenway, 'inventory_status'));
    expect(nonZero(entry.byOnlineStatus)).toEqual(await countsInDb(ids.greenway, 'online_status'));
    const items: EquipmentListItem[] = [];
    for (let page = 1; items.length < entry.total; page += 1) {
      items.push(
        ...(
          await call<EquipmentListResponse>(t.app, {
            method: 'POST',
            url: '/web-hmac/web/equipment/list',
            headers: s.admin,
            payload: { ...LIST, page, pageSize: 100 },
          })
        ).body.entry.items,
      );
    }
    const due = { due: items.filter((i) => i.serviceDue === 'due').length, overdue: items.filter((i) => i.serviceDue === 'overdue').length };
    expect(due.due + due.overdue).toBeGreaterThan(0);
    expect(entry.serviceDue).toEqual(due);
    expect((await overview(s.berlin)).body.entry.serviceDue).toEqual({ due: 0, overdue: 0 });
  });
});
