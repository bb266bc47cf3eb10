import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fleetDb } from '../src/db/fleet-schema';
import { backends } from './harness';
import { alertWorld, draftOf, INSIDE, OUTSIDE, report, type AlertWorld } from './alert-engine-support';

// Scopes and rule changes at ingest (rules 22.1, 22.4): what a rule watches follows the machine's
// tags and the warehouse it was last in, and a changed rule is read at the next report.
describe.each(backends())('alert scopes at ingest on $name', (backend) => {
  let w: AlertWorld;
  beforeAll(async () => {
    w = await alertWorld(backend);
  });
  afterAll(async () => {
    await w.t.close();
  });
  beforeEach(async () => {
    await w.reset();
  });

  const at = (extra: Record<string, unknown> = {}) => report(w.now(), extra);

  it('a rule on a warehouse watches its machines once they left it, and no machine that was never there', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, scope: { kind: 'warehouse', warehouseId: w.depotId } }));
    const fromDepot = await w.bindMachine();
    const stranger = await w.bindMachine();
    await w.send(fromDepot, [at({ position: INSIDE, activity: 'charging' })]);
    w.later(2);
    await w.send(fromDepot, [at({ position: OUTSIDE, activity: 'mowing' })]);
    await w.send(stranger, [at({ position: OUTSIDE, activity: 'mowing' })]);
    w.later(1);
    await w.send(fromDepot, [at({ position: OUTSIDE, activity: 'mowing', errorCode: 'E42' })]);
    await w.send(stranger, [at({ position: OUTSIDE, activity: 'mowing', errorCode: 'E42' })]);
    expect((await w.shownOf(rule)).map((a) => [a.subject_id, a.detail])).toEqual([[fromDepot.equipmentId, { errorCode: 'E42', warehouseId: w.depotId }]]);
  });

  it("an alert's detail names the warehouse its machine was last in while a rule reads that warehouse", async () => {
    const fault = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] } }));
    // A rule that reads the warehouse a machine was last in, of a kind that does not hold here.
    await w.addRule(draftOf({ condition: { kind: 'battery_health_low', belowPercent: 20 }, scope: { kind: 'warehouse', warehouseId: w.depotId } }));
    const m = await w.bindMachine();
    await w.send(m, [at({ position: INSIDE, activity: 'charging' })]);
    w.later(2);
    await w.send(m, [at({ position: OUTSIDE, activity: 'mowing' })]);
    w.later(1);
    await w.send(m, [at({ position: OUTSIDE, activity: 'mowing', errorCode: 'E7' })]);
    expect((await w.shownOf(fault)).map((a) => a.detail)).toEqual([{ errorCode: 'E7', warehouseId: w.depotId }]);
  });

  it('a machine that entered and left a warehouse within one call was last in that warehouse', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, scope: { kind: 'warehouse', warehouseId: w.depotId } }));
    const m = await w.bindMachine();
    await w.send(m, [at({ position: OUTSIDE, activity: 'mowing' })]);
    w.later(1);
    const visit = w.now();
    w.later(1);
    await w.send(m, [report(visit, { position: INSIDE, activity: 'charging' }), at({ position: OUTSIDE, activity: 'mowing' })]);
    const stored = await fleetDb(w.t.db)
      .selectFrom('equipment')
      .select(['warehouse_id', 'last_warehouse_id'])
      .where('id', '=', m.equipmentId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ warehouse_id: null, last_warehouse_id: w.depotId });
    w.later(1);
    await w.send(m, [at({ position: OUTSIDE, activity: 'mowing', errorCode: 'E9' })]);
    expect((await w.shownOf(rule)).map((a) => a.detail)).toEqual([{ errorCode: 'E9', warehouseId: w.depotId }]);
  });

  it('a tag-scoped alert resolves at the next report once the machine no longer carries the tag', async () => {
    const m = await w.bindMachine();
    const tag = await w.tagMachines([m.equipmentId]);
    const rule = await w.addRule(draftOf({ condition: { kind: 'battery_health_low', belowPercent: 70 }, scope: { kind: 'tag', tagId: tag } }));
    await w.send(m, [at({ battery: { capacityPercent: 60, cycleCount: 300 } })]);
    expect(await w.shownOf(rule)).toHaveLength(1);
    await fleetDb(w.t.db).deleteFrom('equipment_tags').where('equipment_id', '=', m.equipmentId).execute();
    w.later(1);
    await w.send(m, [at({ position: OUTSIDE, activity: 'mowing' })]);
    expect(await w.shownOf(rule)).toEqual([]);
    expect((await w.alertsOf(rule)).map((a) => [a.status, a.resolved_how])).toEqual([['resolved', 'condition']]);
  });

  it('a rule changed, paused or resumed is evaluated as it now reads at the next report', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: ['E7'] } }));
    const m = await w.bindMachine();
    await w.send(m, [at({ errorCode: 'E42', activity: 'mowing' })]);
    expect(await w.alertsOf(rule)).toEqual([]);
    await sql`update alert_rules set condition = ${JSON.stringify({ kind: 'fault_reported', errorCodes: ['E42'] })}::jsonb, paused = true
      where id = ${rule}::uuid`.execute(w.t.db);
    w.later(1);
    await w.send(m, [at({ errorCode: 'E42', activity: 'mowing' })]);
    expect(await w.alertsOf(rule)).toEqual([]);
    await sql`update alert_rules set paused = false where id = ${rule}::uuid`.execute(w.t.db);
    w.later(1);
    await w.send(m, [at({ errorCode: 'E42', activity: 'mowing' })]);
    expect((await w.shownOf(rule)).map((a) => a.subject_id)).toEqual([m.equipmentId]);
  });
});
