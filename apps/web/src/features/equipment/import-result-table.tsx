import { useIntl, type IntlShape } from 'react-intl';
import type { ImportDryRun, ImportRowOutcome, ImportRowProblem } from '@yardfleet/contract/endpoints/equipment-import';
import { changeMessage, importMessages, moreRowsMessage, problemAtMessage, rowProblemMessages } from './import-messages';

/** Most rows the dry run table shows; the rest are counted under it. */
export const MAX_SHOWN_ROWS = 200;

const fieldName = (intl: IntlShape, field: ImportRowProblem['field']): string =>
  intl.formatMessage(field === 'serialNumber' ? importMessages.serialNumber : field === 'name' ? importMessages.name : importMessages.tags);

/** A row problem in the reader's language, at its field: "Name: at most 50 characters." (rules 23.4). */
export const problemText = (intl: IntlShape, problem: ImportRowProblem): string =>
  intl.formatMessage(problemAtMessage, {
    field: fieldName(intl, problem.field),
    problem: intl.formatMessage(rowProblemMessages[problem.code], { max: problem.max, firstLine: problem.firstLine, tag: problem.tag }),
  });

const tagList = (intl: IntlShape, tags: readonly string[]): string => (tags.length === 0 ? intl.formatMessage(importMessages.noTags) : tags.join('; '));

/** The lines of a row's details: its changes, or its problems. */
const detailsOf = (intl: IntlShape, row: ImportRowOutcome): string[] => {
  if (row.outcome === 'refused') return row.problems.map((p) => problemText(intl, p));
  if (row.outcome === 'unchanged') return [];
  const lines: string[] = [];
  if (row.name)
    lines.push(intl.formatMessage(changeMessage, { field: intl.formatMessage(importMessages.name), before: row.name.before, after: row.name.after }));
  if (row.tags)
    lines.push(
      intl.formatMessage(changeMessage, {
        field: intl.formatMessage(importMessages.tags),
        before: tagList(intl, row.tags.before),
        after: tagList(intl, row.tags.after),
      }),
    );
  return lines;
};

/**
 * The dry run's rows that matter (rules 23.4): refused rows first, then the rows that change a
 * machine, each with its line, serial number, outcome and details in the reader's language (the
 * problem at its field, or the name and tags before and after); unchanged rows are only counted in
 * the summary. At most MAX_SHOWN_ROWS rows; the rest are counted under the table.
 */
export const ImportResultTable = ({ result }: { readonly result: ImportDryRun }) => {
  const intl = useIntl();
  const rows = [...result.rows.filter((r) => r.outcome === 'refused'), ...result.rows.filter((r) => r.outcome === 'changed')];
  const shown = rows.slice(0, MAX_SHOWN_ROWS);
  if (shown.length === 0) return null;
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{intl.formatMessage(importMessages.tableCaption)}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1">
              {intl.formatMessage(importMessages.line)}
            </th>
            <th scope="col" className="px-2 py-1">
              {intl.formatMessage(importMessages.serialNumber)}
            </th>
            <th scope="col" className="px-2 py-1">
              {intl.formatMessage(importMessages.outcome)}
            </th>
            <th scope="col" className="px-2 py-1">
              {intl.formatMessage(importMessages.details)}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} className="border-t border-slate-100 align-top" data-outcome={row.outcome}>
              <td className="px-2 py-1 tabular-nums">{row.line}</td>
              <td className="px-2 py-1 break-all">{row.serialNumber}</td>
              <td className={`px-2 py-1 font-medium ${row.outcome === 'refused' ? 'text-red-700' : 'text-emerald-800'}`}>
                {intl.formatMessage(row.outcome === 'refused' ? importMessages.refused : importMessages.changed)}
              </td>
              <td className="px-2 py-1">
                {detailsOf(intl, row).map((text) => (
                  <div key={text} className="break-words">
                    {text}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length ? (
        <p className="px-2 py-1 text-sm text-slate-600">{intl.formatMessage(moreRowsMessage, { count: rows.length - shown.length })}</p>
      ) : null}
    </div>
  );
};
