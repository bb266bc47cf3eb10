import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { MAX_IMPORT_FILE_BYTES } from '@yardfleet/domain/rules/equipment-import';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, companyIdNamed, loginDemoUsers, startTestApp, type Session, type TestApp } from './harness';
import { apply, csvOf, dryRun, machinesOf, nameOf, template, xlsxOf } from './equipment-import-support';

type Machine = { id: string; serial_number: string; name: string };

/** The files an import reads (rules 23.2, 23.3): encodings, delimiters, XLSX, formulas, the size limit and the template. */
describe.each(backends())('equipment import files on $name', (backend) => {
  let t: TestApp;
  let s: Record<'admin', Session>;
  let ours: Machine[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    s = await loginDemoUsers(t.app, ['admin'] as const);
    ours = await machinesOf(t.db, await companyIdNamed(t.db, GREENWAY_NAME), 4);
  });
  afterAll(async () => {
    await t.close();
  });
  const m = (i: number): Machine => {
    const machine = ours[i];
    if (machine === undefined) throw new Error(`no machine ${i}`);
    return machine;
  };
  const nameRows = (name: string) => [
    ['Serial number', 'Name'],
    [m(0).serial_number, name],
  ];
  const plannedName = async (file: Buffer) => {
    const answer = await dryRun(t.app, s.admin, file);
    expect(answer.body.code).toBe(200);
    const row = answer.body.entry.rows[0];
    return row?.outcome === 'changed' ? row.name?.after : row?.outcome;
  };

  it('reads UTF-8 with and without a byte order mark, and UTF-16 with one (both byte orders)', async () => {
    const text = nameRows('Mähroboter Süd ñ')
      .map((r) => r.join(','))
      .join('\r\n');
    const utf16be = Buffer.from(text, 'utf16le').swap16();
    for (const file of [
      Buffer.from(text, 'utf8'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]),
    ])
      expect(await plannedName(file)).toBe('Mähroboter Süd ñ');
  });

  it('refuses Windows-1252 text with accents and UTF-16 without a byte order mark, never reading them as mojibake', async () => {
    const text = nameRows('Mähroboter')
      .map((r) => r.join(','))
      .join('\r\n');
    for (const file of [Buffer.from(text, 'latin1'), Buffer.from(text, 'utf16le')]) {
      const answer = await dryRun(t.app, s.admin, file);
      expect(answer.body).toMatchObject({ code: ServerCode.refused, entry: { reason: 'import_file_refused', problem: { code: 'encoding_unsupported' } } });
    }
  });

  it('reads semicolon-separated files (what spreadsheets write in most European locales)', async () => {
    expect(await plannedName(csvOf(nameRows('Semicolon mower'), ';'))).toBe('Semicolon mower');
  });

  it('reads the first sheet of an XLSX file; a formula cell is its formula as text, never its result', async () => {
    const file = await xlsxOf([
      ['Serial number', 'Name'],
      [m(1).serial_number, { formula: 'HYPERLINK("http://x.example","open")', result: 'open' }],
    ]);
    const planned = await dryRun(t.app, s.admin, file, 'fleet.xlsx');
    expect(planned.body.entry.rows[0]).toMatchObject({ outcome: 'changed', name: { after: '=HYPERLINK("http://x.example","open")' } });
    expect((await apply(t.app, s.admin, file, planned.body.entry.planDigest, 'fleet.xlsx')).body.entry.changed).toBe(1);
    expect(await nameOf(t.db, m(1).id)).toBe('=HYPERLINK("http://x.example","open")');
    // The template writes it behind a quote in CSV and as a plain text value in XLSX; both read back unchanged.
    const csv = await template(t.app, s.admin, 'csv');
    expect(csv.body).toContain(`'=HYPERLINK(""http://x.example"",""open"")`);
    expect((await dryRun(t.app, s.admin, csv.rawPayload)).body.entry.counts.changed).toBe(0);
    const xlsx = await template(t.app, s.admin, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]?.getColumn(2).values ?? [];
    expect(cells).toContain('=HYPERLINK("http://x.example","open")');
    expect((await dryRun(t.app, s.admin, xlsx.rawPayload, 'template.xlsx')).body.entry.counts.changed).toBe(0);
  });

  it('stores a CSV cell that looks like a formula as its text', async () => {
    const file = csvOf(nameRows('@SUM(1+1)*cmd'));
    const planned = await dryRun(t.app, s.admin, file);
    expect((await apply(t.app, s.admin, file, planned.body.entry.planDigest)).body.entry.changed).toBe(1);
    expect(await nameOf(t.db, m(0).id)).toBe('@SUM(1+1)*cmd');
  });

  it('gives a template of every machine with its name and tags, whose rows import unchanged', async () => {
    const csv = await template(t.app, s.admin, 'csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="equipment-import.csv"');
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Serial number', 'Name', 'Tags']);
    expect(rows.length - 1).toBe(
      Number(
        (
          await t.db
            .selectFrom('equipment')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('company_id', '=', await companyIdNamed(t.db, GREENWAY_NAME))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(rows.some((r) => /\w+: \w+/.test(r[2] ?? ''))).toBe(true);
    const again = await dryRun(t.app, s.admin, csv.rawPayload);
    expect(again.body.entry.counts).toMatchObject({ changed: 0, refused: 0 });
  });

  it('refuses a file over 10 MB with too_large, and a request body far over it with HTTP 413', async () => {
    const big = Buffer.alloc(MAX_IMPORT_FILE_BYTES + 1, 'a');
    const answer = await dryRun(t.app, s.admin, big);
    expect(answer.body).toMatchObject({
      code: ServerCode.refused,
      entry: { reason: 'import_file_refused', problem: { code: 'too_large', maxBytes: MAX_IMPORT_FILE_BYTES } },
    });
    const huge = await dryRun(t.app, s.admin, Buffer.alloc(MAX_IMPORT_FILE_BYTES * 2, 'a'));
    expect(huge.status).toBe(413);
  });

  it('refuses a file that is no CSV or XLSX it can read, and an empty one', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect((await dryRun(t.app, s.admin, broken, 'x.xlsx')).body.entry).toMatchObject({ problem: { code: 'unreadable' } });
    expect((await dryRun(t.app, s.admin, Buffer.from('"open quote,Name\n'))).body.entry).toMatchObject({ problem: { code: 'unreadable' } });
    expect((await dryRun(t.app, s.admin, Buffer.alloc(0))).body.entry).toMatchObject({ problem: { code: 'empty_file' } });
  });
});
