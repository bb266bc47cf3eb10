import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { FILTERED_TOTAL_CAP } from '@yardfleet/domain/constants';
import { GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type Session, type TestApp } from './harness';
import { addMachines } from './machine-fixtures';

// Rules 21.6: a filtered list counts at most FILTERED_TOTAL_CAP matches and says so; its pages end
// at the cap; the unfiltered list and searches count exactly; a page read from a filter's own
// index (migration 0031) is the same as the plain query's.

const NO_FILTER = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
const EXTRA = FILTERED_TOTAL_CAP + 150;

describe.each(backends())('a filtered equipment list past the count cap on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    const names = Array.from({ length: EXTRA }, (_, i) => `Edger ${i}`);
    await addMachines(t.db, greenway, 'CAP', names, (i) => ({
      category: 'edger',
      model_number: 'ED-1',
      activity: i % 100 === 0 ? 'transfer' : 'idle',
      error_code: i % 200 === 0 ? 'E-17' : null,
    }));
  }, 120_000);
  afterAll(async () => t.close());

  const list = async (query: object): Promise<EquipmentListResponse> => {
    const answer = (
      await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: admin, payload: { ...NO_FILTER, ...query } })
    ).body;
    expect(answer.code).toBe(200);
    return answer.entry;
  };
  /** The ids of `where`'s machines of Greenway in list order, page `page` of 50, the plain way. */
  const plainPage = async (where: string, page: number): Promise<string[]> =>
    (
      await sql<{ id: string }>`select id from equipment where company_id = ${greenway}::uuid and ${sql.raw(where)}
        order by sort_base, sort_number, name, serial_number, id limit 50 offset ${(page - 1) * 50}`.execute(t.db)
    ).rows.map((r) => r.id);

  it('says a filtered total is capped, ends its pages at the cap, and reads each page as the plain query does', async () => {
    const first = await list({ category: 'edger' });
    expect(first).toMatchObject({ total: FILTERED_TOTAL_CAP, totalCapped: true });
    expect(first.items.map((i) => i.id)).toEqual(await plainPage(`category = 'edger'`, 1));
    const lastCounted = FILTERED_TOTAL_CAP / 50;
    const last = await list({ category: 'edger', page: lastCounted });
    expect(last.items.map((i) => i.id)).toEqual(await plainPage(`category = 'edger'`, lastCounted));
    expect((await list({ category: 'edger', page: lastCounted + 1 })).items).toEqual([]);
    expect(await list({ inventoryStatus: 'never_seen', onlineStatus: 'offline' })).toMatchObject({ total: FILTERED_TOTAL_CAP, totalCapped: true });
  });

  it('counts exactly below the cap, without a filter and with a search', async () => {
    const count = async (where: string) =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from equipment where company_id = ${greenway}::uuid and ${sql.raw(where)}`.execute(t.db)).rows[0]
          ?.n,
      );
    const transfer = await list({ activity: 'transfer' });
    expect(transfer).toMatchObject({ total: await count(`activity = 'transfer'`), totalCapped: false });
    expect(transfer.items.map((i) => i.id)).toEqual(await plainPage(`activity = 'transfer'`, 1));
    const faulty = await list({ faulty: true, category: 'edger' });
    expect(faulty).toMatchObject({ total: await count(`error_code is not null and category = 'edger'`), totalCapped: false });
    expect(faulty.items.map((i) => i.id)).toEqual(await plainPage(`error_code is not null and category = 'edger'`, 1));
    expect(await list({})).toMatchObject({ total: await count('true'), totalCapped: false });
    expect(await list({ search: 'cap-0' })).toMatchObject({ total: EXTRA, totalCapped: false });
  });
});
