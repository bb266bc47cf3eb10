import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
type Row = { id: string; name: string; serviceDue: 'due' | 'overdue' | null };
type Detail = { serviceDue: Row['serviceDue']; engineHours: number; reminder: { status: { status: string } } };
const QUERY = { search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

describe.each(backends())('equipment list service due / overdue (rules 4.8, 18.4) on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let mower: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    mower = (await t.db.selectFrom('equipment').select('id').where('company_id', '=', greenway).where('name', '=', 'Mower 1').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const post = <E>(url: string, payload: Record<string, unknown>) => call<E>(t.app, { method: 'POST', url: `/web-hmac/web/${url}`, headers: admin, payload });
  const allRows = async (): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; page < 20; page += 1) {
      const items = (await post<{ items: Row[] }>('equipment/list', { ...QUERY, page, pageSize: 100 })).body.entry.items;
      rows.push(...items);
      if (items.length < 100) break;
    }
    return rows;
  };
  const rowOf = async (id: string) => (await allRows()).find((r) => r.id === id);
  const detail = async (id: string) => (await post<Detail>('equipment/detail', { id })).body.entry;

  it('each row carries the standing of its reminder plan, the same as its detail', async () => {
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows.filter((_r, i) => i % 20 === 0)) {
      const d = await detail(row.id);
      expect(d.serviceDue).toBe(row.serviceDue);
      expect(['due', 'overdue'].includes(d.reminder.status.status) ? d.reminder.status.status : null).toBe(row.serviceDue);
    }
  });

  it('the demo has machines behind on service: some due, some overdue, most not', async () => {
    const rows = await allRows();
    const due = rows.filter((r) => r.serviceDue === 'due').length;
    const overdue = rows.filter((r) => r.serviceDue === 'overdue').length;
    expect(due).toBeGreaterThan(0);
    expect(overdue).toBeGreaterThan(0);
    expect(due + overdue).toBeLessThan(rows.length / 5);
  });

  it('an engine-hours plan is due within 10 h of its mark, overdue past it, and nothing once turned off', async () => {
    const hours = (await detail(mower)).engineHours;
    const log = {
      serviceType: 'maintenance',
      date: SEED_TIME.toISOString(),
      runtimeHours: hours,
      laborTimeHours: 1,
      expense: { minorUnits: 0, currency: 'USD' },
      performedBy: 'Morgan Reyes',
      details: '',
    };
    expect((await post('maintenance/add', { equipmentId: mower, ...log })).body.code).toBe(200);
    expect((await post('maintenance/setReminder', { equipmentId: mower, plan: { kind: 'engine_hours', every: 50 } })).body.code).toBe(200);
    expect((await rowOf(mower))?.serviceDue).toBeNull();
    expect((await post('maintenance/setReminder', { equipmentId: mower, plan: { kind: 'engine_hours', every: 5 } })).body.code).toBe(200);
    expect((await rowOf(mower))?.serviceDue).toBe('due');
    await t.db
      .updateTable('equipment')
      .set({ engine_hours: hours + 6 })
      .where('id', '=', mower)
      .execute();
    expect((await rowOf(mower))?.serviceDue).toBe('overdue');
    expect((await detail(mower)).serviceDue).toBe('overdue');
    expect((await post('maintenance/setReminder', { equipmentId: mower, plan: { kind: 'off' } })).body.code).toBe(200);
    expect((await rowOf(mower))?.serviceDue).toBeNull();
  });

  describe('the serviceDue filter (rules 10.11: the overview counts are links to it)', () => {
    type Overview = { serviceDue: { due: number; overdue: number } };
    type Page = { items: Row[]; total: number };
    const overview = async () =>
      (await call<Overview>(t.app, { method: 'GET', url: '/web-hmac/web/equipment/overview', headers: admin })).body.entry.serviceDue;
    const filtered = async (serviceDue: 'due' | 'overdue', session: Session = admin) =>
      (
        await call<Page>(t.app, {
          method: 'POST',
          url: '/web-hmac/web/equipment/list',
          headers: session,
          payload: { ...QUERY, page: 1, pageSize: 100, serviceDue },
        })
      ).body.entry;

    it('due and overdue each list exactly the machines whose reminder says so, and the total equals the overview count', async () => {
      const rows = await allRows();
      const counts = await overview();
      for (const standing of ['due', 'overdue'] as const) {
        const page = await filtered(standing);
        const expected = rows
          .filter((r) => r.serviceDue === standing)
          .map((r) => r.id)
          .sort();
        expect(expected.length).toBeGreaterThan(0);
        expect(page.items.map((r) => r.id).sort()).toEqual(expected);
        expect(page.items.every((r) => r.serviceDue === standing)).toBe(true);
        expect(page.total).toBe(expected.length);
        expect(page.total).toBe(counts[standing]);
      }
    });

    it('null or an absent key means no filter (older clients); an unknown value is refused', async () => {
      const all = (await post<Page>('equipment/list', { ...QUERY, page: 1, pageSize: 5 })).body;
      expect(all.code).toBe(200);
      expect((await post<Page>('equipment/list', { ...QUERY, page: 1, pageSize: 5, serviceDue: null })).body.entry.total).toBe(all.entry.total);
      expect((await post('equipment/list', { ...QUERY, page: 1, pageSize: 5, serviceDue: 'soon' })).body.code).not.toBe(200);
      // The fleet map's whole-fleet answer is columnar without ids (decision 0015): the overdue machines' points are fewer than all, at most the overdue total.
      type Positions = { machines: { lat: number[] } };
      const overduePoints = (await post<Positions>('equipment/positions', { ...QUERY, serviceDue: 'overdue' })).body.entry.machines.lat.length;
      const allPoints = (await post<Positions>('equipment/positions', { ...QUERY })).body.entry.machines.lat.length;
      expect(overduePoints).toBeGreaterThan(0);
      expect(overduePoints).toBeLessThanOrEqual((await filtered('overdue')).total);
      expect(overduePoints).toBeLessThan(allPoints);
    });

    it("another company's machines never appear, and leave the overview count", async () => {
      const before = await filtered('overdue');
      const moved = before.items[0]?.id ?? '';
      const brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
      await t.db.updateTable('equipment').set({ company_id: brightline }).where('id', '=', moved).execute();
      const after = await filtered('overdue');
      expect(after.items.map((r) => r.id)).not.toContain(moved);
      expect(after.total).toBe(before.total - 1);
      expect((await overview()).overdue).toBe(after.total);
    });

    it('editing or deleting a maintenance log moves the machine in the filter and the counts as its row says (marks written with the log)', async () => {
      type Log = {
        id: string;
        date: string;
        runtimeHours: number;
        serviceType: string;
        laborTimeHours: number;
        expense: unknown;
        performedBy: string;
        details: string;
      };
      const standingIn = async (id: string) => {
        const [due, overdue] = [(await filtered('due')).items, (await filtered('overdue')).items];
        return due.some((r) => r.id === id) ? 'due' : overdue.some((r) => r.id === id) ? 'overdue' : null;
      };
      const agrees = async (id: string) => {
        expect(await standingIn(id)).toBe((await rowOf(id))?.serviceDue ?? null);
        const counts = await overview();
        expect(counts).toEqual({ due: (await filtered('due')).total, overdue: (await filtered('overdue')).total });
      };
      let moved = 0;
      for (const machine of (await filtered('overdue')).items.slice(0, 4)) {
        const logs = (await post<{ logs: Log[] }>('maintenance/list', { id: machine.id })).body.entry.logs;
        const latest = logs[0];
        if (!latest) continue;
        const hours = (await detail(machine.id)).engineHours;
        const { id, date: _date, runtimeHours: _runtime, equipmentId: _machine, ...rest } = latest as Log & { equipmentId: string };
        expect((await post('maintenance/edit', { id, ...rest, date: SEED_TIME.toISOString(), runtimeHours: hours })).body.code).toBe(200);
        await agrees(machine.id);
        if ((await standingIn(machine.id)) !== 'overdue') moved += 1;
        expect((await post('maintenance/delete', { id })).body.code).toBe(200);
        await agrees(machine.id);
      }
      expect(moved).toBeGreaterThan(0);
    });
  });
});
