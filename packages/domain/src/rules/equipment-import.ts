import { NAME_MAX_LENGTH } from '../constants';
import type { Role } from '../entities/person';
import * as E from 'fp-ts/lib/Either.js';
import { hasUnstorableCharacters, validateStorableText } from '../validation/storable-text';
import { validateMaxLength, validateNoOuterSpaces, validateNoSpaces, validateRequired } from '../validation/rules';
import { MAX_BULK_TAGS } from './bulk-actions';
import { PERMISSIONS } from './permissions';

/** Largest import file, bytes (rules 23.1): 10 MiB, a fleet of 10,000 machines with long tag lists fits many times over. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

/** Most data rows one import may hold (rules 23.1); more refuses the file (`too_many_rows`). */
export const MAX_IMPORT_ROWS = 10_000;

/** Longest serial number, characters (the device API's SerialNumber). */
export const SERIAL_MAX_LENGTH = 64;

/** The columns an import reads (rules 23.2): the serial number that finds the machine, its name, its tags. */
export type ImportField = 'serialNumber' | 'name' | 'tags';

/** The header of each column in the template and the files it reads (rules 23.2). Headers are matched ignoring case, spaces and `_`. */
export const IMPORT_HEADERS: Readonly<Record<ImportField, string>> = { serialNumber: 'Serial number', name: 'Name', tags: 'Tags' };

/** Separates the tags of one cell (`Crew: North; Site: Depot`, rules 23.2). */
export const TAG_SEPARATOR = ';';
/** Separates a tag's group from its name in a cell. */
export const GROUP_SEPARATOR = ':';

/** Who may import (rules 23.1, docs/roles.md): whoever may rename and tag machines (`fleet.edit`: admin, manager); a user without a company (null) may not. */
export const canImport = (role: Role | null): boolean => role !== null && PERMISSIONS['fleet.edit'].includes(role);

/**
 * Why a whole file is refused before any row is read (rules 23.3), a closed union of codes:
 * `too_large {maxBytes}`, `encoding_unsupported` (not UTF-8 or UTF-16 with a byte order mark),
 * `unreadable` (not a CSV or XLSX file the parser can read), `empty_file` (no header row),
 * `missing_column {column}`, `unknown_column {column}` (a header the import does not read, e.g.
 * Notes), `duplicate_column {column}`, `nothing_to_change` (neither Name nor Tags),
 * `too_many_rows {max}`.
 */
export type ImportFileProblem =
  | { readonly code: 'too_large'; readonly maxBytes: number }
  | { readonly code: 'encoding_unsupported' }
  | { readonly code: 'unreadable' }
  | { readonly code: 'empty_file' }
  | { readonly code: 'missing_column'; readonly column: string }
  | { readonly code: 'unknown_column'; readonly column: string }
  | { readonly code: 'duplicate_column'; readonly column: string }
  | { readonly code: 'nothing_to_change' }
  | { readonly code: 'too_many_rows'; readonly max: number };

/**
 * Why one row is refused (rules 23.4), naming its field: the validation codes of rules 5
 * (`required`, `too_long {max}`, `no_spaces`, `no_outer_spaces`, `unsupported_characters`) and the
 * import's own: `unknown_serial` (no machine of the company has it: another company's serial answers
 * the same, so an import never tells that a serial exists elsewhere), `duplicate_row {firstLine}`
 * (the serial already appeared on `firstLine`), `unknown_tag {tag}`, `tag_format {tag}` (not
 * `Group: Tag`), `too_many_tags {max}`.
 */
export type ImportRowProblem =
  | { readonly field: ImportField; readonly code: 'required' | 'no_spaces' | 'no_outer_spaces' | 'unsupported_characters' }
  | { readonly field: ImportField; readonly code: 'too_long' | 'too_many_tags'; readonly max: number }
  | { readonly field: 'serialNumber'; readonly code: 'unknown_serial' }
  | { readonly field: 'serialNumber'; readonly code: 'duplicate_row'; readonly firstLine: number }
  | { readonly field: 'tags'; readonly code: 'unknown_tag' | 'tag_format'; readonly tag: string };

/** A tag named in a cell: its group's name and its own. */
export interface TagRef {
  readonly group: string;
  readonly tag: string;
}

/** Which position of a row holds each column the import reads; absent: the file has no such column (that field is left as it is). */
export type ImportColumns = { readonly serialNumber: number } & Partial<Record<'name' | 'tags', number>>;

/** One data row after its own checks: its line in the file, the serial as written, the new name and tags when given, and its problems. */
export interface ParsedImportRow {
  readonly line: number;
  readonly serialNumber: string;
  readonly name?: string;
  readonly tags?: readonly TagRef[];
  readonly problems: readonly ImportRowProblem[];
}

const headerKey = (text: string): string => text.replace(/[\s_]/g, '').toLowerCase();
const FIELD_OF_HEADER = new Map<string, ImportField>(Object.entries(IMPORT_HEADERS).map(([field, header]) => [headerKey(header), field as ImportField]));

/**
 * The columns of a file from its header row (rules 23.2): `Serial number` required, `Name` and
 * `Tags` optional but at least one, nothing else; a blank header cell at the end is ignored.
 * @returns the positions, or the file's problem.
 */
export const importColumns = (header: readonly string[]): ImportColumns | ImportFileProblem => {
  const found: Partial<Record<ImportField, number>> = {};
  const cells = header.map((c) => c.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length === 0) return { code: 'empty_file' };
  for (const [position, text] of cells.entries()) {
    const field = FIELD_OF_HEADER.get(headerKey(text));
    if (field === undefined) return { code: 'unknown_column', column: text };
    if (found[field] !== undefined) return { code: 'duplicate_column', column: text };
    found[field] = position;
  }
  if (found.serialNumber === undefined) return { code: 'missing_column', column: IMPORT_HEADERS.serialNumber };
  if (found.name === undefined && found.tags === undefined) return { code: 'nothing_to_change' };
  return { ...found, serialNumber: found.serialNumber };
};

/** True when `importColumns` refused the header. */
export const isFileProblem = (v: ImportColumns | ImportFileProblem): v is ImportFileProblem => 'code' in v;

/** The characters a spreadsheet reads as the start of a formula (OWASP CSV injection), and their full-width forms: our exports put a `'` before them. */
const FORMULA_START = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell as the import reads it: the `'` that the product's exports write before a formula-looking
 * text (docs/security.md "Exports") is removed, so an export reads back as the same text; nothing
 * else changes (a formula is never evaluated, it is text).
 */
export const cellText = (cell: string): string => (FORMULA_START.test(cell) ? cell.slice(1) : cell);

/**
 * The first problem of a name-like `value` in `field` by the validation rules of rules 5 (the
 * domain's validators, in this order): required (5.5), storable characters (5.17), no spaces at
 * all for an identifier (5.7), no outer spaces (5.7), at most `max` characters (5.6); or null.
 */
const textProblem = (field: ImportField, value: string, max: number, noSpaces: boolean): ImportRowProblem | null => {
  const checks = [
    () => validateRequired(field, value),
    () => validateStorableText(field, value),
    () => (noSpaces ? validateNoSpaces(field, value) : E.right(value)),
    () => validateNoOuterSpaces(field, value),
    () => validateMaxLength(field, value, max),
  ];
  for (const check of checks) {
    const result = check();
    if (E.isRight(result)) continue;
    const error = result.left;
    if (error.code === 'too_long') return { field, code: 'too_long', max: error.max };
    if (error.code === 'required' || error.code === 'unsupported_characters' || error.code === 'no_spaces' || error.code === 'no_outer_spaces')
      return { field, code: error.code };
  }
  return null;
};

/**
 * The tags of a Tags cell (rules 23.2): `Group: Tag` items separated by `;`, each part trimmed;
 * an empty cell is no tags (the machine's tags are removed). Duplicates count once.
 * @returns the tags, or the cell's first problem (`tag_format`, `too_many_tags`, `unsupported_characters`).
 */
export const parseTagCell = (cell: string): readonly TagRef[] | ImportRowProblem => {
  if (hasUnstorableCharacters(cell)) return { field: 'tags', code: 'unsupported_characters' };
  const items = cell
    .split(TAG_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const refs = new Map<string, TagRef>();
  for (const item of items) {
    const at = item.indexOf(GROUP_SEPARATOR);
    const group = item.slice(0, Math.max(at, 0)).trim();
    const tag = item.slice(at + 1).trim();
    if (at < 0 || group === '' || tag === '') return { field: 'tags', code: 'tag_format', tag: item };
    refs.set(`${group}\u0000${tag}`, { group, tag });
  }
  if (refs.size > MAX_BULK_TAGS) return { field: 'tags', code: 'too_many_tags', max: MAX_BULK_TAGS };
  return [...refs.values()];
};

/**
 * One data row's own checks (rules 23.4), before the fleet is looked at: the serial number
 * (required, no spaces, at most SERIAL_MAX_LENGTH), the name (rules 5.5–5.7: required, no outer
 * spaces, at most 50), the tags cell (parseTagCell). Cells pass through `cellText` first; a
 * missing cell reads as empty.
 */
export const parseImportRow = (columns: ImportColumns, cells: readonly string[], line: number): ParsedImportRow => {
  const cell = (at: number): string => cellText(cells[at] ?? '');
  const problems: ImportRowProblem[] = [];
  const serialNumber = cell(columns.serialNumber);
  const serialProblem = textProblem('serialNumber', serialNumber, SERIAL_MAX_LENGTH, true);
  if (serialProblem) problems.push(serialProblem);
  let name: string | undefined;
  if (columns.name !== undefined) {
    name = cell(columns.name);
    const nameProblem = textProblem('name', name, NAME_MAX_LENGTH, false);
    if (nameProblem) problems.push(nameProblem);
  }
  let tags: readonly TagRef[] | undefined;
  if (columns.tags !== undefined) {
    const parsed = parseTagCell(cell(columns.tags));
    if ('code' in parsed) problems.push(parsed);
    else tags = parsed;
  }
  return { line, serialNumber, problems, ...(name === undefined ? {} : { name }), ...(tags === undefined ? {} : { tags }) };
};

/** True when every cell of a row is blank: such rows are skipped, as a spreadsheet's trailing empty rows. */
export const isBlankRow = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/** A tag's label in a file and in the dry run: `Group: Tag`. */
export const tagLabel = (ref: TagRef): string => `${ref.group}${GROUP_SEPARATOR} ${ref.tag}`;

/**
 * The template's rows (rules 23.2): the header, then each given machine with its serial number,
 * its current name and its tags, so a person edits what is there; importing the template as it
 * was downloaded changes nothing.
 */
export const importTemplateRows = (machines: readonly { serialNumber: string; name: string; tags: readonly TagRef[] }[]): string[][] => [
  [IMPORT_HEADERS.serialNumber, IMPORT_HEADERS.name, IMPORT_HEADERS.tags],
  ...machines.map((m) => [m.serialNumber, m.name, m.tags.map(tagLabel).join(`${TAG_SEPARATOR} `)]),
];
