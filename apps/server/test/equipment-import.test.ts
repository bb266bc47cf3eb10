import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { BRIGHTLINE_NAME, GREENWAY_NAME } from '../src/seed/demo';
import { applyImport, parsedRows, planDigest, importPlan } from '../src/areas/equipment/equipment-import-queries';
import { backends, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { addTagGroup, apply, csvOf, dryRun, machinesOf, nameOf, tagLabelsOf } from './equipment-import-support';

type Machine = { id: string; serial_number: string; name: string };

/** The equipment import's dry run and apply (rules 23; contract equipment-import.ts). */
describe.each(backends())('equipment import on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin' | 'manager' | 'employee' | 'power', Session>;
  let ours: Machine[];
  let theirs: Machine[];
  let greenway: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin', 'manager', 'employee', 'power'] as const);
    greenway = await companyIdNamed(t.db, GREENWAY_NAME);
    ours = await machinesOf(t.db, greenway, 6);
    theirs = await machinesOf(t.db, await companyIdNamed(t.db, BRIGHTLINE_NAME), 1);
    await addTagGroup(t.db, greenway, 'Import crew', ['North', 'South']);
  });
  afterAll(async () => {
    await t.close();
  });

  const header = ['Serial number', 'Name', 'Tags'];
  const activity = async () =>
    (
      await sql<{ kind: string; equipment_id: string | null }>`select kind, equipment_id from security_events
        where company_id = ${greenway}::uuid and kind in ('equipment_imported', 'equipment_renamed', 'equipment_tags_changed')`.execute(t.db)
    ).rows;
  const m = (i: number): Machine => {
    const machine = ours[i];
    if (machine === undefined) throw new Error(`no machine ${i}`);
    return machine;
  };

  it('dry-runs each row as changed, unchanged or refused with line and field, and changes nothing', async () => {
    const file = csvOf([
      header,
      [m(0).serial_number, 'Imported A', 'Import crew: North'],
      ['SN WITH SPACE', 'Spaced', ''],
      ['NO-SUCH-SERIAL', 'Ghost', ''],
      [m(2).serial_number, ' Padded', 'Import crew: Nowhere'],
      [m(0).serial_number, 'Again', ''],
    ]);
    const answer = await dryRun(t.app, s.manager, file);
    expect(answer.body.code).toBe(200);
    expect(answer.body.entry.counts).toEqual({ changed: 1, unchanged: 0, refused: 4 });
    expect(answer.body.entry.rows).toEqual([
      {
        line: 2,
        serialNumber: m(0).serial_number,
        outcome: 'changed',
        name: { before: m(0).name, after: 'Imported A' },
        tags: expect.objectContaining({ after: ['Import crew: North'] }),
      },
      { line: 3, serialNumber: 'SN WITH SPACE', outcome: 'refused', problems: [{ field: 'serialNumber', code: 'no_spaces' }] },
      { line: 4, serialNumber: 'NO-SUCH-SERIAL', outcome: 'refused', problems: [{ field: 'serialNumber', code: 'unknown_serial' }] },
      {
        line: 5,
        serialNumber: m(2).serial_number,
        outcome: 'refused',
        problems: [
          { field: 'name', code: 'no_outer_spaces' },
          { field: 'tags', code: 'unknown_tag', tag: 'Import crew: Nowhere' },
        ],
      },
      { line: 6, serialNumber: m(0).serial_number, outcome: 'refused', problems: [{ field: 'serialNumber', code: 'duplicate_row', firstLine: 2 }] },
    ]);
    expect(await nameOf(t.db, m(0).id)).toBe(m(0).name);
    // Applying a file with refused rows changes nothing and answers the dry run of now.
    const refused = await apply(t.app, s.manager, file, answer.body.entry.planDigest);
    expect(refused.body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'import_has_refused_rows', result: { counts: { refused: 4 } } } });
    expect(await nameOf(t.db, m(0).id)).toBe(m(0).name);
  });

  it('applies what the dry run showed, all at once, and applying again changes nothing', async () => {
    const file = csvOf([header, [m(3).serial_number, 'Front mower 3', 'Import crew: North; Import crew: South'], [m(4).serial_number, 'Front mower 4', '']]);
    const planned = await dryRun(t.app, s.admin, file);
    expect(planned.body.entry.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    const applied = await apply(t.app, s.admin, file, planned.body.entry.planDigest);
    expect(applied.body).toEqual({ code: 200, message: 'success', entry: { changed: 2, unchanged: 0, refused: 0 } });
    expect(await nameOf(t.db, m(3).id)).toBe('Front mower 3');
    expect(await tagLabelsOf(t.db, m(3).id)).toEqual(['Import crew: North', 'Import crew: South']);
    expect(await tagLabelsOf(t.db, m(4).id)).toEqual([]);
    // The activity history: one import event for the company, a rename and a tag change per machine.
    expect(await activity()).toEqual(
      expect.arrayContaining([
        { kind: 'equipment_imported', equipment_id: null },
        { kind: 'equipment_renamed', equipment_id: m(3).id },
        { kind: 'equipment_tags_changed', equipment_id: m(3).id },
        { kind: 'equipment_renamed', equipment_id: m(4).id },
      ]),
    );
    const recorded = (await activity()).length;
    // The same request again: every row unchanged, nothing written nor recorded (idempotent), whatever the digest.
    const again = await apply(t.app, s.admin, file, planned.body.entry.planDigest);
    expect(again.body.entry).toEqual({ changed: 0, unchanged: 2, refused: 0 });
    expect((await dryRun(t.app, s.admin, file)).body.entry.counts).toEqual({ changed: 0, unchanged: 2, refused: 0 });
    expect(await activity()).toHaveLength(recorded);
  });

  it('refuses an apply whose machines changed since the dry run, answering the new dry run', async () => {
    const file = csvOf([header.slice(0, 2), [m(5).serial_number, 'Planned name']]);
    const planned = await dryRun(t.app, s.admin, file);
    await t.db.updateTable('equipment').set({ name: 'Renamed meanwhile' }).where('id', '=', m(5).id).execute();
    const stale = await apply(t.app, s.admin, file, planned.body.entry.planDigest);
    expect(stale.body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'import_changed', result: { counts: { changed: 1 } } } });
    expect('result' in stale.body.entry ? stale.body.entry.result.rows[0] : null).toMatchObject({
      name: { before: 'Renamed meanwhile', after: 'Planned name' },
    });
    expect(await nameOf(t.db, m(5).id)).toBe('Renamed meanwhile');
  });

  it("answers another company's serial exactly like one that exists nowhere, and never changes it", async () => {
    const theirSerial = theirs[0]?.serial_number ?? '';
    const file = (serial: string) => csvOf([header.slice(0, 2), [serial, 'Taken over']]);
    const theirRow = (await dryRun(t.app, s.admin, file(theirSerial))).body.entry.rows[0];
    const noneRow = (await dryRun(t.app, s.admin, file('NOWHERE-1'))).body.entry.rows[0];
    expect({ ...theirRow, serialNumber: 'x' }).toEqual({ ...noneRow, serialNumber: 'x' });
    expect(theirRow).toMatchObject({ outcome: 'refused', problems: [{ field: 'serialNumber', code: 'unknown_serial' }] });
    // Their own admin cannot reach ours either.
    expect((await dryRun(t.app, s.power, file(m(0).serial_number))).body.entry.rows[0]).toMatchObject({ problems: [{ code: 'unknown_serial' }] });
    expect(await nameOf(t.db, theirs[0]?.id ?? '')).toBe(theirs[0]?.name);
  });

  it('lets the admin and the manager import; the employee gets 1170010403 on every import call', async () => {
    const file = csvOf([header.slice(0, 2), [m(1).serial_number, m(1).name]]);
    for (const who of [s.admin, s.manager]) expect((await dryRun(t.app, who, file)).body.code).toBe(200);
    expect((await dryRun(t.app, s.employee, file)).body.code).toBe(ServerCode.forbiddenRole);
    expect((await apply(t.app, s.employee, file, 'x')).body.code).toBe(ServerCode.forbiddenRole);
    const tpl = await t.app.inject({ method: 'POST', url: '/web-hmac/web/equipment/import/template', headers: s.employee, payload: { format: 'csv' } });
    expect(JSON.parse(tpl.body)).toMatchObject({ code: ServerCode.forbiddenRole });
  });

  it('refuses unknown fields in the request and a Notes column in the file', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/web-hmac/web/equipment/import/dry-run',
      headers: s.admin,
      payload: { fileName: 'a.csv', content: '', extra: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    const notes = await dryRun(
      t.app,
      s.admin,
      csvOf([
        ['Serial number', 'Name', 'Notes'],
        [m(1).serial_number, 'x', 'bought 2024'],
      ]),
    );
    expect(notes.body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'import_file_refused', problem: { code: 'unknown_column', column: 'Notes' } },
    });
  });

  it('changes nothing when the apply fails halfway (one transaction)', async () => {
    const file = csvOf([header.slice(0, 2), [m(1).serial_number, 'Never stored 1'], [m(2).serial_number, 'Never stored 2']]);
    const sheet = { header: header.slice(0, 2), rows: [m(1), m(2)].map((x, i) => ({ line: i + 2, cells: [x.serial_number, `Never stored ${i + 1}`] })) };
    const rows = parsedRows(sheet);
    if ('code' in rows) throw new Error(rows.code);
    const digest = planDigest(await importPlan(t.db, greenway, rows));
    const failing = applyImport(t.db, greenway, rows, digest, new Date(), async () => {
      throw new Error('connection lost after the writes');
    });
    await expect(failing).rejects.toThrow('connection lost');
    expect(await nameOf(t.db, m(1).id)).toBe(m(1).name);
    expect(await nameOf(t.db, m(2).id)).toBe(m(2).name);
    expect((await dryRun(t.app, s.admin, file)).body.entry.counts.changed).toBe(2);
  });
});
