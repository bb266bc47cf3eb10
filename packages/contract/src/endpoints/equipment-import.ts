import * as t from 'io-ts';
import { MAX_IMPORT_FILE_BYTES } from '@yardfleet/domain/rules/equipment-import';
import { strictType } from '../codec';
import { endpoint } from '../endpoint';
import { ExportFormat } from './reports';

/**
 * Longest `content` an import request carries: MAX_IMPORT_FILE_BYTES in base64 (4 characters per 3
 * bytes). A longer one is refused with `{ reason: 'import_file_refused', problem: { code: 'too_large' } }`.
 */
export const MAX_IMPORT_CONTENT_LENGTH = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4;

/**
 * Largest import request body, bytes: room for a file of up to 1.5 times MAX_IMPORT_FILE_BYTES in
 * base64, so a file somewhat over the limit is answered with the clear `too_large` refusal; a
 * body larger still answers HTTP 413 body_too_large (the web checks the size before sending).
 */
export const IMPORT_BODY_LIMIT_BYTES = Math.ceil(MAX_IMPORT_CONTENT_LENGTH * 1.5) + 4096;

/** The file of an import: its name as chosen (shown back, never trusted for the format) and its bytes in base64. CSV or XLSX is told by the bytes. */
const fileProps = { fileName: t.string, content: t.string };

/** A dry run's request: the file. */
export const ImportDryRunRequest = strictType(fileProps, 'ImportDryRunRequest');
export type ImportDryRunRequest = t.TypeOf<typeof ImportDryRunRequest>;

/** The field a row problem names. */
export const ImportField = t.keyof({ serialNumber: null, name: null, tags: null }, 'ImportField');

/** A row's problem (the domain's ImportRowProblem, rules 23.4): field and code, with `max`, `firstLine` or `tag` where the code has one. */
export const ImportRowProblem = t.intersection(
  [
    t.type({
      field: ImportField,
      code: t.keyof({
        required: null,
        no_spaces: null,
        no_outer_spaces: null,
        unsupported_characters: null,
        too_long: null,
        too_many_tags: null,
        unknown_serial: null,
        duplicate_row: null,
        unknown_tag: null,
        tag_format: null,
      }),
    }),
    t.partial({ max: t.number, firstLine: t.number, tag: t.string }),
  ],
  'ImportRowProblem',
);
export type ImportRowProblem = t.TypeOf<typeof ImportRowProblem>;

const Change = <C extends t.Mixed>(c: C) => t.union([t.type({ before: c, after: c }), t.null]);

/** One row's outcome in a dry run (the domain's ImportRowOutcome): line, serial as written, and what applying does. */
export const ImportRowOutcome = t.union(
  [
    t.type({ line: t.number, serialNumber: t.string, outcome: t.literal('changed'), name: Change(t.string), tags: Change(t.array(t.string)) }),
    t.type({ line: t.number, serialNumber: t.string, outcome: t.literal('unchanged') }),
    t.type({ line: t.number, serialNumber: t.string, outcome: t.literal('refused'), problems: t.array(ImportRowProblem) }),
  ],
  'ImportRowOutcome',
);
export type ImportRowOutcome = t.TypeOf<typeof ImportRowOutcome>;

/** The counts of a dry run or an apply. */
export const ImportCounts = t.type({ changed: t.number, unchanged: t.number, refused: t.number }, 'ImportCounts');
export type ImportCounts = t.TypeOf<typeof ImportCounts>;

/**
 * A dry run's answer: every row's outcome in file order, the counts, and `planDigest`, a digest of
 * the changes the file would make now, which the apply must name (rules 23.5).
 */
export const ImportDryRun = t.type({ rows: t.array(ImportRowOutcome), counts: ImportCounts, planDigest: t.string }, 'ImportDryRun');
export type ImportDryRun = t.TypeOf<typeof ImportDryRun>;

/** Why a whole file is refused (the domain's ImportFileProblem, rules 23.3). */
export const ImportFileProblem = t.intersection(
  [
    t.type({
      code: t.keyof({
        too_large: null,
        encoding_unsupported: null,
        unreadable: null,
        empty_file: null,
        missing_column: null,
        unknown_column: null,
        duplicate_column: null,
        nothing_to_change: null,
        too_many_rows: null,
      }),
    }),
    t.partial({ maxBytes: t.number, column: t.string, max: t.number }),
  ],
  'ImportFileProblem',
);
export type ImportFileProblem = t.TypeOf<typeof ImportFileProblem>;

/**
 * The entries of an import's 1170010422 refusal: `import_file_refused` (the file, `problem`),
 * `import_has_refused_rows` (apply: some row is refused; `result` is the dry run of now) and
 * `import_changed` (apply: the machines or tags changed since the dry run, so the changes differ
 * from `planDigest`; `result` is the dry run of now). Nothing changes in any of them.
 */
export const ImportRefusal = t.union(
  [
    t.type({ reason: t.literal('import_file_refused'), problem: ImportFileProblem }),
    t.type({ reason: t.union([t.literal('import_has_refused_rows'), t.literal('import_changed')]), result: ImportDryRun }),
  ],
  'ImportRefusal',
);
export type ImportRefusal = t.TypeOf<typeof ImportRefusal>;

/**
 * `POST /web-hmac/web/equipment/import/dry-run` `{ fileName, content }` (admin, manager; rules 23):
 * reads the CSV or XLSX file and answers each row as changed, unchanged or refused, changing
 * nothing (`writes: false` in the sense of data; a `read` API key may not call it all the same,
 * as it is the first half of a write). Failures: 1170010422 `ImportRefusal` `import_file_refused`,
 * 1170010403 (employee, no company).
 */
export const equipmentImportDryRun = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/import/dry-run',
  request: ImportDryRunRequest,
  response: ImportDryRun,
  auth: true,
});

/** An apply's request: the same file and the `planDigest` of its dry run. */
export const ImportApplyRequest = strictType({ ...fileProps, planDigest: t.string }, 'ImportApplyRequest');
export type ImportApplyRequest = t.TypeOf<typeof ImportApplyRequest>;

/**
 * `POST /web-hmac/web/equipment/import/apply` `{ fileName, content, planDigest }` (admin, manager;
 * rules 23.5): in one transaction, reads the file again, plans it on the machines of that moment
 * (locked) and writes every change, or nothing. Entry the counts applied. Idempotent: a second
 * apply of the same file finds every row unchanged and answers `changed: 0` whatever the digest.
 * Failures: 1170010422 `ImportRefusal` (`import_file_refused`, `import_has_refused_rows`,
 * `import_changed`), 1170010403 (employee, no company).
 */
export const equipmentImportApply = endpoint({
  method: 'POST',
  path: '/web-hmac/web/equipment/import/apply',
  request: ImportApplyRequest,
  response: ImportCounts,
  auth: true,
});

/** The template's request: the file format. */
export const ImportTemplateRequest = strictType({ format: ExportFormat }, 'ImportTemplateRequest');
export type ImportTemplateRequest = t.TypeOf<typeof ImportTemplateRequest>;

/**
 * `POST /web-hmac/web/equipment/import/template` `{ format }` (admin, manager; a read): the import
 * template as `equipment-import.<format>`: the header row (Serial number, Name, Tags) and each of
 * the company's machines with its current name and tags, in name order (rules 23.2).
 * Failures answer the JSON envelope before any byte: 1170010001, 1170010403.
 */
export const equipmentImportTemplatePath = '/web-hmac/web/equipment/import/template';
