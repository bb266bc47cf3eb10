import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fleetDb } from '../src/db/fleet-schema';
import { changeAlerts } from '../src/areas/alerts/alert-changes';
import { backends } from './harness';
import { alertWorld, draftOf, INSIDE, MINUTE, OUTSIDE, report, type AlertWorld } from './alert-engine-support';

// Alerts opened and resolved by real device reports through the device API (rules 22.1, 22.4).
describe.each(backends())('alert engine at ingest on $name', (backend) => {
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

  const fault = (code = 'E42') => report(w.now(), { errorCode: code, activity: 'mowing' });
  const cleared = () => report(w.now(), { errorCleared: true, activity: 'idle' });

  it('a fault opens an alert for the admins, queues their mail, and resolves when the fault clears', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] } }));
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    const [alert] = await w.shownOf(rule);
    expect(alert).toMatchObject({ status: 'open', subject_id: m.equipmentId, subject_kind: 'equipment', reopen_count: 0 });
    expect(alert?.detail).toMatchObject({ errorCode: 'E42' });
    expect((await w.recipientsOf(alert?.id ?? '')).map((r) => r.user_id)).toEqual([w.users.admin.id]);
    expect((await w.queueOf(rule)).map((q) => [q.user_id, q.reason])).toEqual([[w.users.admin.id, 'opened']]);
    w.later(1);
    await w.send(m, [cleared()]);
    expect(await w.shownOf(rule)).toEqual([]);
    expect((await w.alertsOf(rule)).map((a) => [a.status, a.resolved_how])).toEqual([['resolved', 'condition']]);
  });

  it('a fault with a code the rule does not name opens nothing; a named one does', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: ['E7'] } }));
    const m = await w.bindMachine();
    await w.send(m, [fault('E42')]);
    expect(await w.alertsOf(rule)).toEqual([]);
    w.later(1);
    await w.send(m, [fault('E7')]);
    expect(await w.shownOf(rule)).toHaveLength(1);
  });

  it('the hold time keeps a short fault pending, never shown, and opens one that lasts once the hold elapsed (no flapping)', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, holdMinutes: 5 }));
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    expect((await w.alertsOf(rule)).map((a) => a.status)).toEqual(['pending']);
    w.later(2);
    await w.send(m, [cleared()]);
    expect(await w.alertsOf(rule)).toEqual([]);
    w.later(1);
    await w.send(m, [fault()]);
    const since = w.now();
    w.later(3);
    await w.send(m, [fault()]);
    expect((await w.alertsOf(rule)).map((a) => a.status)).toEqual(['pending']);
    w.later(2);
    await w.sweep();
    const [alert] = await w.shownOf(rule);
    expect(alert?.opened_at).toEqual(new Date(since.getTime() + 5 * MINUTE));
    expect(await w.queueOf(rule)).toHaveLength(1);
  });

  it('a recurrence within the reopen window reopens the same alert, told again only once someone dealt with it; after the window a new one opens', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, reopenWithinMinutes: 30 }));
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    const [first] = await w.shownOf(rule);
    // A flapping fault nobody looked at: the same alert reopens, counted, and nobody is mailed again (rules 22.4).
    for (const count of [1, 2]) {
      w.later(1);
      await w.send(m, [cleared()]);
      w.later(3);
      await w.send(m, [fault()]);
      expect((await w.alertsOf(rule)).map((a) => [a.id, a.status, a.reopen_count])).toEqual([[first?.id, 'open', count]]);
    }
    expect((await w.queueOf(rule)).map((q) => q.reason)).toEqual(['opened']);
    // Acknowledged, then back after it cleared: its return is told.
    expect(
      await changeAlerts(w.t.db, { userId: w.users.manager.id, companyId: w.greenway }, [first?.id ?? ''], { type: 'acknowledge', note: null }, w.t.clock),
    ).toBe(1);
    w.later(1);
    await w.send(m, [cleared()]);
    w.later(10);
    await w.send(m, [fault()]);
    expect((await w.alertsOf(rule)).map((a) => [a.id, a.status, a.reopen_count])).toEqual([[first?.id, 'open', 3]]);
    expect((await w.queueOf(rule)).map((q) => q.reason)).toEqual(['opened', 'reopened']);
    w.later(1);
    await w.send(m, [cleared()]);
    w.later(45);
    await w.send(m, [fault()]);
    const all = await w.alertsOf(rule);
    expect(all.map((a) => a.status)).toEqual(['resolved', 'open']);
    expect(all[1]?.id).not.toBe(first?.id);
    expect((await w.queueOf(rule)).map((q) => q.reason)).toEqual(['opened', 'reopened', 'opened']);
  });

  it('duplicate and replayed reports keep one open alert per rule and machine', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] } }));
    const m = await w.bindMachine();
    const first = fault();
    w.later(1);
    const second = fault();
    await w.send(m, [first, second, first]);
    await w.send(m, [second]);
    w.later(1);
    const older = report(new Date(w.now().getTime() - 30 * MINUTE), { errorCleared: true });
    await w.send(m, [older]);
    await w.send(m, [first]);
    const alerts = await w.alertsOf(rule);
    expect(alerts.map((a) => a.status)).toEqual(['open']);
    expect(await w.queueOf(rule)).toHaveLength(1);
  });

  it('an alert open and not acknowledged escalates once, after its minutes, to the escalation recipients', async () => {
    const rule = await w.addRule(
      draftOf({
        condition: { kind: 'fault_reported', errorCodes: [] },
        escalation: { afterMinutes: 10, recipients: { people: [w.users.manager.id], roles: [] } },
      }),
    );
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    w.later(9);
    await w.sweep();
    const [alert] = await w.shownOf(rule);
    expect(alert?.escalated_at).toBeNull();
    w.later(1);
    await w.sweep();
    await w.sweep();
    const [escalated] = await w.shownOf(rule);
    expect(escalated?.escalated_at).toEqual(w.now());
    const told = await w.recipientsOf(alert?.id ?? '');
    expect(told.find((r) => r.user_id === w.users.manager.id)).toMatchObject({ escalation: true });
    expect((await w.queueOf(rule)).map((q) => [q.user_id, q.reason])).toEqual([
      [w.users.admin.id, 'opened'],
      [w.users.manager.id, 'escalated'],
    ]);
  });

  it('an acknowledged alert does not escalate', async () => {
    const rule = await w.addRule(
      draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, escalation: { afterMinutes: 5, recipients: { people: [], roles: ['manager'] } } }),
    );
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    await w.adb
      .updateTable('alerts')
      .set({ status: 'acknowledged', acknowledged_at: w.now(), acknowledged_by: w.users.admin.id })
      .where('rule_id', '=', rule)
      .execute();
    w.later(6);
    await w.sweep();
    const [alert] = await w.alertsOf(rule);
    expect(alert).toMatchObject({ status: 'acknowledged', escalated_at: null });
  });

  it('left and entered a named warehouse, resolving when back or gone', async () => {
    const left = await w.addRule(draftOf({ condition: { kind: 'left_warehouse', warehouseId: w.depotId } }));
    const entered = await w.addRule(draftOf({ condition: { kind: 'entered_warehouse', warehouseId: w.depotId } }));
    const m = await w.bindMachine();
    await w.send(m, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    expect((await w.shownOf(entered)).map((a) => a.detail)).toEqual([{ errorCode: null, warehouseId: w.depotId }]);
    expect(await w.alertsOf(left)).toEqual([]);
    w.later(2);
    await w.send(m, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    expect(await w.shownOf(entered)).toEqual([]);
    expect(await w.shownOf(left)).toHaveLength(1);
    w.later(2);
    await w.send(m, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    expect(await w.shownOf(left)).toHaveLength(1);
    w.later(2);
    await w.send(m, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    expect(await w.shownOf(left)).toEqual([]);
    expect(await w.shownOf(entered)).toHaveLength(1);
  });

  it('battery health low opens below the percent and resolves at or above it; battery optimization follows the flag', async () => {
    const low = await w.addRule(draftOf({ condition: { kind: 'battery_health_low', belowPercent: 70 } }));
    const optimize = await w.addRule(draftOf({ condition: { kind: 'battery_optimization_needed' } }));
    const m = await w.bindMachine();
    await w.send(m, [report(w.now(), { battery: { capacityPercent: 64, cycleCount: 400 } })]);
    expect(await w.shownOf(low)).toHaveLength(1);
    w.later(1);
    await w.send(m, [report(w.now())]);
    expect(await w.shownOf(low)).toHaveLength(1);
    w.later(1);
    await w.send(m, [report(w.now(), { battery: { capacityPercent: 80, cycleCount: 401 } })]);
    expect(await w.shownOf(low)).toEqual([]);
    await fleetDb(w.t.db).updateTable('equipment').set({ battery_optimization_active: true }).where('id', '=', m.equipmentId).execute();
    w.later(1);
    await w.send(m, [report(w.now())]);
    expect(await w.shownOf(optimize)).toHaveLength(1);
    await fleetDb(w.t.db).updateTable('equipment').set({ battery_optimization_active: false }).where('id', '=', m.equipmentId).execute();
    w.later(1);
    await w.send(m, [report(w.now())]);
    expect(await w.shownOf(optimize)).toEqual([]);
  });

  it('a rule scoped to a tag watches only the tagged machines; another company never sees this one', async () => {
    const m = await w.bindMachine();
    const other = await w.bindMachine();
    const tag = await w.tagMachines([m.equipmentId]);
    const tagged = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, scope: { kind: 'tag', tagId: tag } }));
    const foreign = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] } }), w.brightline);
    await w.send(m, [fault()]);
    await w.send(other, [fault()]);
    expect((await w.shownOf(tagged)).map((a) => a.subject_id)).toEqual([m.equipmentId]);
    expect(await w.alertsOf(foreign)).toEqual([]);
    const powerMachine = await w.bindMachine('power');
    await w.send(powerMachine, [fault()]);
    expect((await w.shownOf(foreign)).map((a) => a.subject_id)).toEqual([powerMachine.equipmentId]);
    expect((await w.shownOf(tagged)).map((a) => a.subject_id)).toEqual([m.equipmentId]);
  });

  it('a paused rule opens nothing', async () => {
    const rule = await w.addRule(draftOf({ condition: { kind: 'fault_reported', errorCodes: [] }, paused: true }));
    const m = await w.bindMachine();
    await w.send(m, [fault()]);
    expect(await w.alertsOf(rule)).toEqual([]);
  });
});
