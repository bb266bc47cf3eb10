import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetDb } from '../src/db/fleet-schema';
import { down, up } from '../src/db/migrations/0023-machine-last-warehouse';
import { backends } from './harness';
import { alertWorld, INSIDE, OUTSIDE, report, type AlertWorld } from './alert-engine-support';

// Migration 0023 (rules 22.1): every machine gets the warehouse it is in or was last in, read from
// its stored reports, the same as the ingest's fold and the demo seed keep it afterwards.

describe.each(backends())('migration 0023 (machine last warehouse) on $name', (backend) => {
  let w: AlertWorld;
  beforeAll(async () => {
    w = await alertWorld(backend);
  });
  afterAll(async () => {
    await w.t.close();
  });

  const lastWarehouses = async () =>
    Object.fromEntries(
      (await fleetDb(w.t.db).selectFrom('equipment').select(['id', 'last_warehouse_id']).orderBy('id').execute()).map((r) => [r.id, r.last_warehouse_id]),
    );

  it('fills the warehouse each machine is in or was last in from its reports, as the ingest and the seed keep it, and goes away on down', async () => {
    const left = await w.bindMachine();
    const stays = await w.bindMachine();
    const never = await w.bindMachine();
    await w.send(left, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    await w.send(stays, [report(w.now(), { position: INSIDE, activity: 'charging' })]);
    await w.send(never, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    w.later(5);
    await w.send(left, [report(w.now(), { position: OUTSIDE, activity: 'mowing' })]);
    const kept = await lastWarehouses();
    expect([kept[left.equipmentId], kept[stays.equipmentId], kept[never.equipmentId]]).toEqual([w.depotId, w.depotId, null]);
    // The demo's machines out for work were last in a warehouse (the seed keeps it as the fold does).
    expect(Object.values(kept).filter((id) => id !== null).length).toBeGreaterThan(2);

    await down(w.t.db as Kysely<unknown>);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'equipment'`.execute(w.t.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('last_warehouse_id');

    await up(w.t.db as Kysely<unknown>);
    expect(await lastWarehouses()).toEqual(kept);
  });
});
