import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { NAMED_STATEMENT_MARK, statementNames } from '../src/db/named-statements';
import { listEquipment } from '../src/areas/equipment/equipment-list-queries';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, companyIdNamed, startTestApp, type TestApp } from './harness';

// The list's hot queries run as named statements on PostgreSQL (db/named-statements.ts),
// parsed once per connection and, after five calls, planned once (a generic plan), with the same
// answers as before.

const NO_FILTER = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

describe('statement names', () => {
  it('names each marked text once, keeps the name, and names no unmarked text nor any text past the limit', () => {
    const names = statementNames(2);
    const a = `select 1 ${NAMED_STATEMENT_MARK}`;
    const b = `select 2 ${NAMED_STATEMENT_MARK}`;
    expect(names.nameFor('select 1')).toBeUndefined();
    const nameA = names.nameFor(a);
    expect(nameA).toMatch(/^yf_\d+$/);
    expect(names.nameFor(a)).toBe(nameA);
    const nameB = names.nameFor(b);
    expect(nameB).toMatch(/^yf_\d+$/);
    expect(nameB).not.toBe(nameA);
    expect(names.nameFor(`select 3 ${NAMED_STATEMENT_MARK}`)).toBeUndefined();
    expect(names.nameFor(a)).toBe(nameA);
  });
});

describe.each(backends())('the equipment list as named statements on $name', (backend) => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    companyId = await companyIdNamed(t.db, GREENWAY_NAME);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The company's machine ids of page `page` (50 rows) in list order, by a plain query. */
  const referencePage = async (page: number): Promise<string[]> =>
    (
      await sql<{ id: string }>`select id from equipment where company_id = ${companyId}::uuid
        order by sort_base, sort_number, name, serial_number, id limit 50 offset ${(page - 1) * 50}`.execute(t.db)
    ).rows.map((r) => r.id);

  it("reads the first page with its total in one query: the company's machines, 0 for a company without any", async () => {
    const now = t.clock.now();
    const total = Number((await sql<{ n: string }>`select count(*) as n from equipment where company_id = ${companyId}::uuid`.execute(t.db)).rows[0]?.n);
    const first = await listEquipment(t.db, companyId, NO_FILTER, now);
    expect(first.total).toBe(total);
    expect(first.items.map((item) => item.id)).toEqual(await referencePage(1));
    expect((await listEquipment(t.db, companyId, { ...NO_FILTER, page: 2 }, now)).total).toBe(total);
    expect(await listEquipment(t.db, '00000000-0000-4000-8000-000000000000', NO_FILTER, now)).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 50,
    });
  });

  it.runIf(backend.name === 'postgres')('answers the first and the last page the same, call after call, on one generic plan per page shape', async () => {
    const now = t.clock.now();
    const total = Number((await sql<{ n: string }>`select count(*) as n from equipment where company_id = ${companyId}::uuid`.execute(t.db)).rows[0]?.n);
    const lastPage = Math.ceil(total / 50);
    expect(lastPage).toBeGreaterThan(2);
    await t.db.connection().execute(async (connection) => {
      for (const page of [1, lastPage]) {
        const answers: EquipmentListResponse[] = [];
        for (let call = 0; call < 8; call += 1) answers.push(await listEquipment(connection, companyId, { ...NO_FILTER, page }, now));
        for (const answer of answers) expect(answer).toEqual(answers[0]);
        expect(answers[0]?.total).toBe(total);
        expect(answers[0]?.items.map((item) => item.id)).toEqual(await referencePage(page));
      }
      const statements = (
        await sql<{
          name: string;
          statement: string;
          generic_plans: string;
          custom_plans: string;
        }>`select name, statement, generic_plans, custom_plans from pg_prepared_statements`.execute(connection)
      ).rows;
      // The first page (forwards, with its total) and the last (backwards, no OFFSET), each called 8 times here.
      const rows = statements.filter((s) => s.statement.includes('"last_log"') && Number(s.generic_plans) + Number(s.custom_plans) >= 8);
      expect(rows).toHaveLength(2);
      for (const statement of rows) expect(Number(statement.generic_plans)).toBeGreaterThan(0);
      expect(statements.some((s) => s.statement.includes('"equipment_counts"'))).toBe(true);
      expect(statements.every((s) => s.statement.endsWith(NAMED_STATEMENT_MARK))).toBe(true);
    });
  });

  it.runIf(backend.name === 'postgres')('runs unmarked queries as unnamed statements', async () => {
    await t.db.connection().execute(async (connection) => {
      await sql`select ${'unmarked'}::text as probe`.execute(connection);
      const statements = (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows;
      expect(statements.some((s) => s.statement.includes('probe'))).toBe(false);
    });
  });
});
