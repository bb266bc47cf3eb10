import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledForCompany, SENTINEL_COMPANY_ID } from './compiled-for-company';
import type { Database } from './schema';

// A Kysely that only compiles (never connects): the pool is never asked for a connection.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });
const machines = (companyId: string) => db.selectFrom('equipment').select('id').where('company_id', '=', companyId).where('name', '=', sql.lit('Mower 1'));

describe('compiledForCompany', () => {
  it('compiles a shape once and answers it for each company with that company as the parameter', () => {
    let builds = 0;
    const build = (companyId: string) => {
      builds += 1;
      return machines(companyId);
    };
    const a = compiledForCompany('test:machines', 'c1d2e3f4-0000-4000-8000-000000000001', build);
    const b = compiledForCompany('test:machines', 'c1d2e3f4-0000-4000-8000-000000000002', build);
    expect(builds).toBe(1);
    expect(a.sql).toBe(b.sql);
    expect(a.sql).toBe(machines('any').compile().sql);
    expect(a.parameters).toEqual(['c1d2e3f4-0000-4000-8000-000000000001']);
    expect(b.parameters).toEqual(['c1d2e3f4-0000-4000-8000-000000000002']);
  });

  it('refuses a query that writes the company into its text or does not take it at all', () => {
    expect(() =>
      compiledForCompany('test:literal', 'c1', (companyId) => db.selectFrom('equipment').select('id').where('company_id', '=', sql.lit(companyId))),
    ).toThrow(/must be a parameter/);
    expect(() => compiledForCompany('test:none', 'c1', () => db.selectFrom('equipment').select('id'))).toThrow(/must be a parameter/);
    expect(SENTINEL_COMPANY_ID).toMatch(/^0{8}-/);
  });
});
