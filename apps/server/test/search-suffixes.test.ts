import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { backends, companyIdNamed, startTestApp, type TestApp } from './harness';

// Decision 0017, migrations 0016 and 0032: a machine's search suffixes are always exactly those of
// its name and serial number, under its company, after renames (rewritten by difference) and moves.

describe.each(backends())('search suffixes of a changed machine on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  /** The machine's stored suffixes and the ones its row calls for, each sorted, with the companies the stored ones hold. */
  const suffixes = async (id: string) => {
    const stored = await sql<{
      suffix: string;
      company_id: string;
    }>`select suffix, company_id from equipment_search_suffixes where equipment_id = ${id}::uuid order by suffix`.execute(t.db);
    const wanted = await sql<{
      suffix: string;
    }>`select s as suffix from equipment e, equipment_search_suffixes_of(e.name, e.serial_number) s where e.id = ${id}::uuid order by s`.execute(t.db);
    return { stored: stored.rows.map((r) => r.suffix), wanted: wanted.rows.map((r) => r.suffix), companies: new Set(stored.rows.map((r) => r.company_id)) };
  };

  it('keeps exactly the suffixes of the new name and serial number, and the new company after a move', async () => {
    const greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const machine = await t.db.selectFrom('equipment').select(['id', 'name']).where('company_id', '=', greenway).orderBy('name').executeTakeFirstOrThrow();
    for (const name of ['North Yard Mower 7', 'North Yard Mower 17', 'Mower 17', 'ÄÖÜ edger 17']) {
      await t.db.updateTable('equipment').set({ name }).where('id', '=', machine.id).execute();
      const { stored, wanted } = await suffixes(machine.id);
      expect(stored).toEqual(wanted);
      expect(stored).toContain(name.toLowerCase().slice(-8));
    }
    await t.db.updateTable('equipment').set({ serial_number: 'SUFFIX-TEST-42' }).where('id', '=', machine.id).execute();
    expect((await suffixes(machine.id)).stored).toContain('suffix-test-42');
    const brightline = await companyIdNamed(t.db, BRIGHTLINE_NAME);
    await t.db.updateTable('equipment').set({ company_id: brightline }).where('id', '=', machine.id).execute();
    const moved = await suffixes(machine.id);
    expect(moved.stored).toEqual(moved.wanted);
    expect([...moved.companies]).toEqual([brightline]);
  });
});
