import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ImportFileProblem, ImportRowProblem } from '@yardfleet/contract/endpoints/equipment-import';

/** Words of the equipment import dialog (rules 23). */
export const importMessages = defineMessages({
  open: { id: 'equipment.import.open', defaultMessage: 'Import', description: 'Button above the equipment list (admin, manager): opens the import dialog' },
  title: { id: 'equipment.import.title', defaultMessage: 'Import equipment details', description: 'Heading of the import dialog' },
  intro: {
    id: 'equipment.import.intro',
    defaultMessage:
      'Change the names and tags of your machines from a CSV or XLSX file, matched by serial number. New machines join the fleet only through the mobile app.',
    description: 'First paragraph of the import dialog',
  },
  templateCsv: { id: 'equipment.import.templateCsv', defaultMessage: 'Download template (CSV)', description: 'Button: download the import template as CSV' },
  templateXlsx: {
    id: 'equipment.import.templateXlsx',
    defaultMessage: 'Download template (XLSX)',
    description: 'Button: download the import template as XLSX',
  },
  chooseFile: { id: 'equipment.import.chooseFile', defaultMessage: 'File to check (CSV or XLSX, at most 10 MB)', description: 'Label of the file input' },
  checking: { id: 'equipment.import.checking', defaultMessage: 'Checking the file…', description: 'Status while the dry run runs' },
  applying: { id: 'equipment.import.applying', defaultMessage: 'Applying the changes…', description: 'Status while the apply runs' },
  refusedHint: {
    id: 'equipment.import.refusedHint',
    defaultMessage: 'Fix the refused rows in your file and choose it again. Nothing changes until every row is accepted.',
    description: 'Shown under the dry run when some rows are refused',
  },
  nothingToChange: {
    id: 'equipment.import.nothingToChange',
    defaultMessage: 'Every row matches your fleet already: nothing to change.',
    description: 'Dry run with no change',
  },
  changedMeanwhile: {
    id: 'equipment.import.changedMeanwhile',
    defaultMessage: 'Your machines changed since the check. Review the new result and apply again.',
    description: 'The apply was refused because the data changed after the dry run',
  },
  apply: { id: 'equipment.import.apply', defaultMessage: 'Apply changes', description: 'Button: apply the checked file' },
  close: { id: 'equipment.import.close', defaultMessage: 'Close', description: 'Button: close the import dialog' },
  another: { id: 'equipment.import.another', defaultMessage: 'Choose another file', description: 'Button: start over with another file' },
  failed: { id: 'equipment.import.failed', defaultMessage: 'The file could not be checked or applied. Try again.', description: 'A network or server failure' },
  tableCaption: { id: 'equipment.import.tableCaption', defaultMessage: 'Rows to change and refused rows', description: 'Caption of the dry run table' },
  line: { id: 'equipment.import.line', defaultMessage: 'Line', description: 'Column of the dry run table: the line in the file' },
  serialNumber: {
    id: 'equipment.import.serialNumber',
    defaultMessage: 'Serial number',
    description: 'Column of the dry run table; also the field name in row problems',
  },
  outcome: { id: 'equipment.import.outcome', defaultMessage: 'Result', description: 'Column of the dry run table: changed, unchanged or refused' },
  details: { id: 'equipment.import.details', defaultMessage: 'Details', description: 'Column of the dry run table: the change or why the row is refused' },
  changed: { id: 'equipment.import.changed', defaultMessage: 'Changed', description: 'Outcome of a row that changes its machine' },
  refused: { id: 'equipment.import.refused', defaultMessage: 'Refused', description: 'Outcome of a refused row' },
  name: { id: 'equipment.import.name', defaultMessage: 'Name', description: 'Field name in row details and problems' },
  tags: { id: 'equipment.import.tags', defaultMessage: 'Tags', description: 'Field name in row details and problems' },
  noTags: { id: 'equipment.import.noTags', defaultMessage: 'no tags', description: 'A tag list that is empty, in a change of tags' },
});

/** The dry run's counts. */
export const summaryMessage = defineMessage<{ changed: number; unchanged: number; refused: number }>({
  id: 'equipment.import.summary',
  defaultMessage:
    '{changed, plural, one {# machine to change} other {# machines to change}}, {unchanged} unchanged, {refused, plural, one {# row refused} other {# rows refused}}',
  description: 'Summary of a dry run',
});

/** The result after applying. */
export const appliedMessage = defineMessage<{ count: number }>({
  id: 'equipment.import.applied',
  defaultMessage: '{count, plural, =0 {Nothing needed changing.} one {# machine changed.} other {# machines changed.}}',
  description: 'Shown after the import was applied',
});

/** Rows beyond those shown. */
export const moreRowsMessage = defineMessage<{ count: number }>({
  id: 'equipment.import.moreRows',
  defaultMessage: '{count, plural, one {# more row is not shown.} other {# more rows are not shown.}}',
  description: 'Under the dry run table when it is cut',
});

/** A change of one field: "Name: A → B". */
export const changeMessage = defineMessage<{ field: string; before: string; after: string }>({
  id: 'equipment.import.change',
  defaultMessage: '{field}: {before} → {after}',
  description: 'A change in the dry run table',
});

/** A problem at its field: "Name: …". */
export const problemAtMessage = defineMessage<{ field: string; problem: string }>({
  id: 'equipment.import.problemAt',
  defaultMessage: '{field}: {problem}',
  description: 'A refused row problem with its field name',
});

/** One message per row problem code (rules 23.4). */
export const rowProblemMessages: Readonly<Record<ImportRowProblem['code'], MessageDescriptor>> = defineMessages({
  required: { id: 'equipment.import.problem.required', defaultMessage: 'required.', description: 'Row problem: empty cell' },
  too_long: { id: 'equipment.import.problem.tooLong', defaultMessage: 'at most {max} characters.', description: 'Row problem: too long' },
  no_spaces: { id: 'equipment.import.problem.noSpaces', defaultMessage: 'may not contain spaces.', description: 'Row problem: a serial number with spaces' },
  no_outer_spaces: {
    id: 'equipment.import.problem.noOuterSpaces',
    defaultMessage: 'may not begin or end with a space.',
    description: 'Row problem: leading or trailing space',
  },
  unsupported_characters: {
    id: 'equipment.import.problem.unsupportedCharacters',
    defaultMessage: 'holds characters that cannot be saved.',
    description: 'Row problem: control characters',
  },
  unknown_serial: {
    id: 'equipment.import.problem.unknownSerial',
    defaultMessage: 'no machine of your company has this serial number.',
    description: 'Row problem: unknown serial number',
  },
  duplicate_row: {
    id: 'equipment.import.problem.duplicateRow',
    defaultMessage: 'already on line {firstLine}.',
    description: 'Row problem: the serial number repeats an earlier line',
  },
  unknown_tag: {
    id: 'equipment.import.problem.unknownTag',
    defaultMessage: 'unknown tag “{tag}”.',
    description: 'Row problem: a tag the company does not have',
  },
  tag_format: {
    id: 'equipment.import.problem.tagFormat',
    defaultMessage: '“{tag}” is not written as Group: Tag.',
    description: 'Row problem: a tag without its group',
  },
  too_many_tags: { id: 'equipment.import.problem.tooManyTags', defaultMessage: 'at most {max} tags per machine.', description: 'Row problem: too many tags' },
});

/** One message per file problem code (rules 23.3). */
export const fileProblemMessages: Readonly<Record<ImportFileProblem['code'], MessageDescriptor>> = defineMessages({
  too_large: { id: 'equipment.import.file.tooLarge', defaultMessage: 'The file is larger than {maxMb} MB.', description: 'File refused: too large' },
  encoding_unsupported: {
    id: 'equipment.import.file.encoding',
    defaultMessage: 'The text encoding of this file cannot be read. Save it as “CSV UTF-8” or as XLSX and choose it again.',
    description: 'File refused: not UTF-8 or UTF-16',
  },
  unreadable: { id: 'equipment.import.file.unreadable', defaultMessage: 'This file cannot be read as CSV or XLSX.', description: 'File refused: unreadable' },
  empty_file: { id: 'equipment.import.file.empty', defaultMessage: 'The file is empty.', description: 'File refused: empty' },
  missing_column: {
    id: 'equipment.import.file.missingColumn',
    defaultMessage: 'The column “{column}” is missing.',
    description: 'File refused: missing column',
  },
  unknown_column: {
    id: 'equipment.import.file.unknownColumn',
    defaultMessage: 'The column “{column}” cannot be imported: only Serial number, Name and Tags can.',
    description: 'File refused: a column the import does not read',
  },
  duplicate_column: {
    id: 'equipment.import.file.duplicateColumn',
    defaultMessage: 'The column “{column}” appears twice.',
    description: 'File refused: repeated column',
  },
  nothing_to_change: {
    id: 'equipment.import.file.nothingToChange',
    defaultMessage: 'Add a Name or a Tags column beside the Serial number.',
    description: 'File refused: only a serial number column',
  },
  too_many_rows: { id: 'equipment.import.file.tooManyRows', defaultMessage: 'The file has more than {max} rows.', description: 'File refused: too many rows' },
});
