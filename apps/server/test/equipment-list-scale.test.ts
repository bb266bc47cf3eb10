import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentListResponse } from '@yardfleet/contract/endpoints/equipment';
import { loadConfig } from '../src/config/env';
import { connect } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { equipmentMatching } from '../src/areas/equipment/equipment-filters';
import { equipmentPageIds, listEquipment, listItemsOf, pageWindow, searchedPage } from '../src/areas/equipment/equipment-list-queries';
import { LIST_COLUMNS } from '../src/areas/equipment/equipment-list-rows';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, companyIdNamed, loginAs, startTestApp, type TestApp } from './harness';
import { addMachines } from './machine-fixtures';

// Rules 21.6: the list's stored sort key, the suffix-index search (migration 0016), paging from the end and stored
// totals give the same answers as the plain queries they replace.

const NO_FILTER = { page: 1, pageSize: 50, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };
type Session = { token: string; uid: string };

/** The company's machine ids in the list's order computed the plain way (regular expressions at query time). */
const referenceOrder = async (db: Kysely<Database>, companyId: string): Promise<string[]> =>
  (
    await sql<{ id: string }>`select id from equipment where company_id = ${companyId}::uuid
      order by lower(regexp_replace(name, '\\s*[0-9]+$', '')), coalesce(substring(name from '([0-9]+)$')::numeric, 0), name, serial_number, id`.execute(db)
  ).rows.map((r) => r.id);

describe.each(backends())('equipment list at scale on $name', (backend) => {
  let t: TestApp;
  let admin: Session;
  let power: Session;
  let greenway: string;
  let brightline: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
    const companyId = async (name: string) => await companyIdNamed(t.db, name);
    [greenway, brightline] = [await companyId(GREENWAY_NAME), await companyId(BRIGHTLINE_NAME)];
    // Names that test the natural order: numbers past an int, no number, leading zeros, spaces, case.
    const names = ['Mower 2', 'Mower 10', 'mower 3', 'Mower', 'Mower 99999999999', 'Mower 007', 'Mower 7', 'Zed 1', 'A 50% mower_1', 'Mower  4'];
    await addMachines(t.db, greenway, 'SCALE', [
      ...names,
      ...Array.from({ length: 290 }, (_, i) => `${['Blower', 'Edger', 'Mower'][i % 3] ?? ''} ${(i * 37) % 200}`),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: object, session: Session = admin) => {
    const answer = (
      await call<EquipmentListResponse>(t.app, { method: 'POST', url: '/web-hmac/web/equipment/list', headers: session, payload: { ...NO_FILTER, ...query } })
    ).body;
    expect(answer.code).toBe(200);
    return answer.entry;
  };
  const allPages = async (query: object, pageSize: number) => {
    const first = await list({ ...query, pageSize });
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / pageSize); page += 1) pages.push(await list({ ...query, page, pageSize }));
    return { total: first.total, ids: pages.flatMap((p) => p.items.map((i) => i.id)), names: pages.flatMap((p) => p.items.map((i) => i.name)) };
  };
  const countOf = async (where: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from equipment where company_id = ${greenway}::uuid and ${sql.raw(where)}`.execute(t.db)).rows[0]?.n,
    );

  it('reads pages forwards and backwards into exactly the order the list always had', async () => {
    const reference = await referenceOrder(t.db, greenway);
    for (const pageSize of [7, 50]) {
      const { total, ids } = await allPages({}, pageSize);
      expect(total).toBe(reference.length);
      expect(ids).toEqual(reference);
    }
    const { names } = await allPages({}, 100);
    const at = (name: string) => names.indexOf(name);
    expect(at('Mower')).toBeLessThan(at('Mower 2'));
    expect(at('Mower 2')).toBeLessThan(at('mower 3'));
    expect(at('mower 3')).toBeLessThan(at('Mower  4'));
    expect(at('Mower  4')).toBeLessThan(at('Mower 10'));
    expect(at('Mower 10')).toBeLessThan(at('Mower 99999999999'));
    expect(names.at(-1)).toBe('Zed 1');
  });

  it('answers each row (tags, service due, activity, error code) as the inventory report builds it', async () => {
    const { ids } = await allPages({}, 100);
    const answered = (await Promise.all([1, 2, 3, 4].map((page) => list({ page, pageSize: 100 })))).flatMap((p) => p.items);
    const machines = await t.db
      .selectFrom('equipment')
      .select([...LIST_COLUMNS, 'equipment.activity', 'equipment.error_code'])
      .where('id', 'in', ids.slice(0, 400))
      .execute();
    const byId = new Map(machines.map((m) => [m.id, m]));
    const ordered = ids.slice(0, 400).flatMap((id) => byId.get(id) ?? []);
    const expected = (await listItemsOf(t.db, greenway, ordered, t.clock.now())).map((item, i) => ({
      ...item,
      activity: ordered[i]?.activity,
      errorCode: ordered[i]?.error_code,
    }));
    expect(answered).toEqual(expected);
    expect(answered.some((i) => i.tags.length > 1)).toBe(true);
    expect(answered.some((i) => i.serviceDue !== null)).toBe(true);
  });

  it('answers the last page as the tail of the full order, and an empty page past the end', async () => {
    const reference = await referenceOrder(t.db, greenway);
    const lastPage = Math.ceil(reference.length / 50);
    const last = await list({ page: lastPage });
    expect(last.items.map((i) => i.id)).toEqual(reference.slice((lastPage - 1) * 50));
    expect(last.total).toBe(reference.length);
    expect((await list({ page: lastPage + 1 })).items).toEqual([]);
    const filtered = await allPages({ search: 'mower' }, 9);
    expect(filtered.ids.length).toBe(filtered.total);
    expect(new Set(filtered.ids).size).toBe(filtered.total);
  });

  it('searches name or serial number as a case-insensitive substring, wildcards taken literally, short needles too', async () => {
    const cases: [string, string][] = [
      ['mower 1', `lower(name) like '%mower 1%' or lower(serial_number) like '%mower 1%'`],
      ['SCALE-0001', `lower(serial_number) like '%scale-0001%'`],
      ['50%', `name like '%50\\%%'`],
      ['_1', `name like '%\\_1%' or serial_number like '%\\_1%'`],
      ['ed', `lower(name) like '%ed%' or lower(serial_number) like '%ed%'`],
      ['7', `name like '%7%' or serial_number like '%7%'`],
      ['  zed 1 ', `lower(name) like '%zed 1%'`],
    ];
    for (const [needle, where] of cases) {
      const expected = await countOf(`(${where})`);
      const { total, ids } = await allPages({ search: needle }, 50);
      expect([needle, total]).toEqual([needle, expected]);
      expect(ids).toHaveLength(expected);
    }
    expect((await list({ search: '50%' })).items.map((i) => i.name)).toEqual(['A 50% mower_1']);
    expect((await list({ search: '5_%' })).total).toBe(0);
    expect((await list({ search: 'SCALE-00001' })).items.map((i) => i.serialNumber)).toEqual(['SCALE-00001']);
  });

  it("never matches another company's machines, whatever the needle", async () => {
    await addMachines(t.db, brightline, 'QXJ', ['Qxjv Secret 1', 'qxjv secret 2']);
    for (const needle of ['qxjv', 'QXJ-0000', 'qx', 'q']) {
      const greenwayHits = (await allPages({ search: needle }, 50)).names;
      expect(greenwayHits.filter((n) => n.toLowerCase().includes('qxjv'))).toEqual([]);
    }
    expect((await list({ search: 'qxjv' }, power)).total).toBe(2);
  });

  it('finds machines by their new name, serial number and company at once, and never by the old ones (the suffix index, migration 0016)', async () => {
    const [renamed = '', moved = '', gone = ''] = await addMachines(t.db, greenway, 'SFX', ['Suffix Alpha 1', 'Suffix Alpha 2', 'Suffix Alpha 3']);
    await t.db.updateTable('equipment').set({ name: 'Renamed Zulu 1', serial_number: 'SFX-RENAMED-0001' }).where('id', '=', renamed).execute();
    expect((await list({ search: 'zulu' })).items.map((i) => i.id)).toEqual([renamed]);
    expect((await list({ search: 'renamed-0001' })).items.map((i) => i.id)).toEqual([renamed]);
    expect((await allPages({ search: 'suffix alpha' }, 50)).ids.sort()).toEqual([moved, gone].sort());
    expect((await list({ search: 'SFX-00000' })).total).toBe(0);
    await t.db.updateTable('equipment').set({ company_id: brightline }).where('id', '=', moved).execute();
    expect((await list({ search: 'suffix alpha 2' })).total).toBe(0);
    expect((await list({ search: 'suffix alpha 2' }, power)).items.map((i) => i.id)).toEqual([moved]);
    await t.db.deleteFrom('equipment').where('id', '=', gone).execute();
    expect((await list({ search: 'suffix alpha 3' })).total).toBe(0);
    expect(
      Number((await sql<{ n: number }>`select count(*)::int as n from equipment_search_suffixes where equipment_id = ${gone}::uuid`.execute(t.db)).rows[0]?.n),
    ).toBe(0);
    // A needle longer than the 24 stored characters is looked up by its start, then matched whole.
    const [long = ''] = await addMachines(t.db, greenway, 'LONG', ['Very long machine name for the suffix cut 1']);
    expect((await list({ search: 'long machine name for the suffix cut 1' })).items.map((i) => i.id)).toEqual([long]);
    expect((await list({ search: 'long machine name for the suffix cut 2' })).total).toBe(0);
    expect((await list({ search: 'for the suffix cut' })).items.map((i) => i.id)).toEqual([long]);
  });

  it('keeps the unfiltered total right after adds, deletes and moves, and each filtered total exact', async () => {
    const count = async (companyId: string) =>
      Number((await sql<{ n: number }>`select count(*)::int as n from equipment where company_id = ${companyId}::uuid`.execute(t.db)).rows[0]?.n);
    const before = (await list({})).total;
    expect(before).toBe(await count(greenway));
    const added = await addMachines(t.db, greenway, 'TOTAL', ['Total 1', 'Total 2', 'Total 3', 'Total 4']);
    expect((await list({})).total).toBe(before + 4);
    await t.db.deleteFrom('equipment').where('id', 'in', added.slice(0, 3)).execute();
    expect((await list({})).total).toBe(before + 1);
    const powerBefore = (await list({}, power)).total;
    await t.db
      .updateTable('equipment')
      .set({ company_id: brightline })
      .where('id', '=', added[3] ?? '')
      .execute();
    expect((await list({})).total).toBe(before);
    expect((await list({}, power)).total).toBe(powerBefore + 1);
    await t.db
      .updateTable('equipment')
      .set({ online_status: 'online', name: 'Total renamed 9' })
      .where('id', '=', added[3] ?? '')
      .execute();
    expect((await list({}, power)).total).toBe(powerBefore + 1);
    expect((await list({}, power)).items.map((i) => i.name)).toContain('Total renamed 9');
    expect((await list({})).total).toBe(await count(greenway));
    expect((await list({}, power)).total).toBe(await count(brightline));
    expect((await list({ category: 'mower' })).total).toBe(await countOf(`category = 'mower'`));
    expect((await list({ onlineStatus: 'online' })).total).toBe(await countOf(`online_status = 'online'`));
    expect((await list({ inventoryStatus: 'never_seen', category: 'mower' })).total).toBe(
      await countOf(`inventory_status = 'never_seen' and category = 'mower'`),
    );
    expect((await list({ faulty: false })).total).toBe(await countOf('error_code is null'));
  });

  it('pages backwards from the end only for the back half', () => {
    expect(pageWindow(1, 50, 100_000)).toEqual({ backwards: false, skip: 0, take: 50 });
    expect(pageWindow(2000, 50, 100_000)).toEqual({ backwards: true, skip: 0, take: 50 });
    expect(pageWindow(1999, 50, 99_990)).toEqual({ backwards: true, skip: 40, take: 50 });
    expect(pageWindow(2000, 50, 99_990)).toEqual({ backwards: true, skip: 0, take: 40 });
    expect(pageWindow(2001, 50, 99_990)).toMatchObject({ take: 0 });
    expect(pageWindow(1, 50, 30)).toEqual({ backwards: false, skip: 0, take: 30 });
  });

  it.runIf(backend.name === 'postgres')(
    'plans the list through its order index and the search through the suffix index at 100,000 machines',
    { timeout: 180_000 },
    async () => {
      // 5,000 machines per statement: each also writes its ~25 search suffixes (migration 0016), and a
      // statement must stay well inside the 15 s statement timeout on a loaded machine.
      for (let from = 1; from <= 100_000; from += 5_000) {
        await sql`insert into equipment (company_id, name, serial_number, category, model_number, inventory_status, online_status, activity, added_at, updated_at, firmware_version)
        select ${greenway}::uuid, (array['Mower', 'Blower', 'Edger', 'Chainsaw'])[1 + g % 4] || ' ' || g, 'PLAN-' || lpad(g::text, 6, '0'), 'mower', 'LM-1',
          'never_seen', 'offline', 'idle', now(), now(), '1.0.0'
        from generate_series(${from}::int, ${from + 4_999}::int) g`.execute(t.db);
      }
      await sql`analyze equipment`.execute(t.db);
      const planOf = async (query: { compile: () => CompiledQuery }) => {
        const compiled = query.compile();
        const rows = await t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
        return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      const matching = (search: string | null) => equipmentMatching(t.db, greenway, { ...NO_FILTER, search });
      const page = (window: ReturnType<typeof pageWindow>) => t.db.selectFrom(equipmentPageIds(matching(null), window)).select('page.id');
      const first = await planOf(page(pageWindow(1, 50, 100_300)));
      expect(first).toMatch(/Index Only Scan using equipment_list_order_idx/);
      expect(first).not.toMatch(/Sort/);
      expect(await planOf(page(pageWindow(2006, 50, 100_300)))).toMatch(/Index Only Scan Backward using equipment_list_order_idx/);
      // The search reads the suffix index (migration 0016), never the company's 100,000 rows.
      for (const needle of ['PLAN-012345', 'mower 123', 'LAN-0123', 'plan-012345-and-a-needle-longer-than-24']) {
        const plan = await planOf(searchedPage(t.db, matching(needle), 1, 50));
        expect(plan).toMatch(/equipment_search_suffixes_idx/);
        expect(plan).not.toMatch(/Seq Scan on equipment\b/);
      }
      expect(await planOf(matching('PLAN-012345').select(sql`count(*)`.as('n')))).toMatch(/equipment_search_suffixes_idx/);
      // The row query is a named statement (db/named-statements.ts): on a new connection (as after a
      // start), from the sixth call on PostgreSQL runs one generic plan for the first page and one for
      // the last, which it does only when that plan costs no more than the custom ones (the page's row
      // count is a literal, not `LIMIT $n`).
      const url = new URL(loadConfig().databaseUrl ?? '');
      url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0]?.name ?? ''}`;
      const fresh = connect({ kind: 'postgres', url: url.toString() });
      try {
        await fresh.connection().execute(async (connection) => {
          const { total } = await listEquipment(connection, greenway, NO_FILTER, t.clock.now());
          for (const page of [1, Math.ceil(total / 50)])
            for (let call = 0; call < 7; call += 1) await listEquipment(connection, greenway, { ...NO_FILTER, page }, t.clock.now());
          const rows = (
            await sql<{ generic_plans: string }>`select generic_plans from pg_prepared_statements where statement like '%"last_log"%'`.execute(connection)
          ).rows;
          expect(rows.map((r) => Number(r.generic_plans) > 0)).toEqual([true, true]);
        });
      } finally {
        await fresh.destroy();
      }
    },
  );
});
