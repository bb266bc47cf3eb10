import { describe, expect, it } from 'vitest';
import { ROLES } from '../entities/person';
import { canImport, cellText, importColumns, importTemplateRows, isFileProblem, parseImportRow, parseTagCell, type ImportColumns } from './equipment-import';
import { importApplicable, planImport, type CompanyTag, type FleetMachine } from './equipment-import-plan';

const columns = (header: string[]): ImportColumns => {
  const c = importColumns(header);
  if (isFileProblem(c)) throw new Error(c.code);
  return c;
};

describe('equipment import: the file (rules 23.2, 23.3)', () => {
  it('lets the admin and the manager import, not the employee nor a user without a company', () => {
    expect(ROLES.map(canImport)).toEqual([true, true, false]);
    expect(canImport(null)).toBe(false);
  });

  it('reads the headers ignoring case, spaces and underscores, and refuses unknown, repeated and missing columns', () => {
    expect(importColumns(['serial_number', ' NAME ', 'tags', ''])).toEqual({ serialNumber: 0, name: 1, tags: 2 });
    expect(importColumns(['Name', 'SerialNumber'])).toEqual({ serialNumber: 1, name: 0 });
    expect(importColumns(['Serial number', 'Name', 'Notes'])).toEqual({ code: 'unknown_column', column: 'Notes' });
    expect(importColumns(['Serial number', 'Name', 'name'])).toEqual({ code: 'duplicate_column', column: 'name' });
    expect(importColumns(['Name', 'Tags'])).toEqual({ code: 'missing_column', column: 'Serial number' });
    expect(importColumns(['Serial number'])).toEqual({ code: 'nothing_to_change' });
    expect(importColumns(['', ' '])).toEqual({ code: 'empty_file' });
  });

  it('removes the quote the exports put before a formula-looking text, and nothing else', () => {
    expect(cellText('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(cellText("'-5")).toBe('-5');
    expect(cellText("'\uFF1DSUM(A1)")).toBe('\uFF1DSUM(A1)');
    expect(cellText("'quoted'")).toBe("'quoted'");
    expect(cellText('=1+2')).toBe('=1+2');
  });

  it('writes a template of the header and each machine, which reads back to the same values', () => {
    const rows = importTemplateRows([
      {
        serialNumber: 'SN-1',
        name: 'Mower 1',
        tags: [
          { group: 'Crew', tag: 'North' },
          { group: 'Site', tag: 'Depot' },
        ],
      },
    ]);
    expect(rows).toEqual([
      ['Serial number', 'Name', 'Tags'],
      ['SN-1', 'Mower 1', 'Crew: North; Site: Depot'],
    ]);
    const back = parseImportRow(columns(rows[0] ?? []), rows[1] ?? [], 2);
    expect(back).toEqual({
      line: 2,
      serialNumber: 'SN-1',
      name: 'Mower 1',
      tags: [
        { group: 'Crew', tag: 'North' },
        { group: 'Site', tag: 'Depot' },
      ],
      problems: [],
    });
  });
});

describe('equipment import: a row on its own (rules 23.4)', () => {
  const all = columns(['Serial number', 'Name', 'Tags']);
  const problemsOf = (cells: string[]) => parseImportRow(all, cells, 7).problems;

  it('names the field of each problem: required, spaces, too long, bad characters', () => {
    expect(problemsOf(['', 'Mower', ''])).toEqual([{ field: 'serialNumber', code: 'required' }]);
    expect(problemsOf(['SN 1', 'Mower', ''])).toEqual([{ field: 'serialNumber', code: 'no_spaces' }]);
    expect(problemsOf(['S'.repeat(65), 'Mower', ''])).toEqual([{ field: 'serialNumber', code: 'too_long', max: 64 }]);
    expect(problemsOf(['SN-1', ' Mower', ''])).toEqual([{ field: 'name', code: 'no_outer_spaces' }]);
    expect(problemsOf(['SN-1', 'M'.repeat(51), ''])).toEqual([{ field: 'name', code: 'too_long', max: 50 }]);
    expect(parseImportRow(all, ['SN-1', 'M'.repeat(50), ''], 2).problems).toEqual([]);
    expect(problemsOf(['SN-1', 'Mo\u0000wer', ''])).toEqual([{ field: 'name', code: 'unsupported_characters' }]);
    expect(problemsOf(['SN-1', '   ', 'North'])).toEqual([
      { field: 'name', code: 'required' },
      { field: 'tags', code: 'tag_format', tag: 'North' },
    ]);
  });

  it('reads a tags cell as Group: Tag items; empty is no tags; more than 100 is refused', () => {
    expect(parseTagCell(' Crew : North ;; Crew: North; Site: Depot; ')).toEqual([
      { group: 'Crew', tag: 'North' },
      { group: 'Site', tag: 'Depot' },
    ]);
    expect(parseTagCell('')).toEqual([]);
    expect(parseTagCell(': North')).toEqual({ field: 'tags', code: 'tag_format', tag: ': North' });
    expect(parseTagCell(Array.from({ length: 101 }, (_, i) => `G: t${i}`).join(';'))).toEqual({ field: 'tags', code: 'too_many_tags', max: 100 });
  });
});

describe('equipment import: the plan (rules 23.4, 23.5)', () => {
  const all = columns(['Serial number', 'Name', 'Tags']);
  const tags: CompanyTag[] = [
    { id: 't1', group: 'Crew', tag: 'North' },
    { id: 't2', group: 'Crew', tag: 'South' },
  ];
  const fleet = new Map<string, FleetMachine>([
    ['SN-1', { id: 'e1', name: 'Mower 1', tagIds: ['t1'] }],
    ['SN-2', { id: 'e2', name: 'Mower 2', tagIds: [] }],
  ]);
  const plan = (rows: string[][]) =>
    planImport(
      rows.map((cells, i) => parseImportRow(all, cells, i + 2)),
      fleet,
      tags,
    );

  it('tells changed, unchanged and refused rows apart, with before and after', () => {
    const p = plan([
      ['SN-1', 'Mower 1', 'Crew: North'],
      ['SN-2', 'Front mower', 'crew: south; Crew: North'],
      ['SN-9', 'Ghost', ''],
    ]);
    expect(p.counts).toEqual({ changed: 1, unchanged: 1, refused: 1 });
    expect(p.rows).toEqual([
      { line: 2, serialNumber: 'SN-1', outcome: 'unchanged' },
      {
        line: 3,
        serialNumber: 'SN-2',
        outcome: 'changed',
        name: { before: 'Mower 2', after: 'Front mower' },
        tags: { before: [], after: ['Crew: North', 'Crew: South'] },
      },
      { line: 4, serialNumber: 'SN-9', outcome: 'refused', problems: [{ field: 'serialNumber', code: 'unknown_serial' }] },
    ]);
    expect(p.changes).toEqual([{ line: 3, equipmentId: 'e2', name: 'Front mower', tagIds: ['t1', 't2'] }]);
    expect(importApplicable(p)).toBe(false);
  });

  it('refuses a repeated serial on every later line, naming the first, and an unknown tag', () => {
    const p = plan([
      ['SN-1', 'A', ''],
      ['SN-1', 'B', ''],
      ['SN-2', 'C', 'Crew: West'],
    ]);
    expect(p.rows.slice(1)).toEqual([
      { line: 3, serialNumber: 'SN-1', outcome: 'refused', problems: [{ field: 'serialNumber', code: 'duplicate_row', firstLine: 2 }] },
      { line: 4, serialNumber: 'SN-2', outcome: 'refused', problems: [{ field: 'tags', code: 'unknown_tag', tag: 'Crew: West' }] },
    ]);
  });

  it('leaves what the file has no column for, so a names-only file keeps the tags', () => {
    const names = columns(['Serial number', 'Name']);
    const p = planImport([parseImportRow(names, ['SN-1', 'Renamed'], 2)], fleet, tags);
    expect(p.changes).toEqual([{ line: 2, equipmentId: 'e1', name: 'Renamed' }]);
    expect(importApplicable(p)).toBe(true);
  });

  it('changes nothing when the plan is made again on the data it wrote (idempotence)', () => {
    const p = plan([['SN-2', 'Front mower', 'Crew: South']]);
    const after = new Map(fleet);
    after.set('SN-2', { id: 'e2', name: 'Front mower', tagIds: ['t2'] });
    const again = planImport([parseImportRow(all, ['SN-2', 'Front mower', 'Crew: South'], 2)], after, tags);
    expect(p.counts.changed).toBe(1);
    expect(again.counts).toEqual({ changed: 0, unchanged: 1, refused: 0 });
  });
});
