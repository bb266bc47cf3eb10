import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

/**
 * Formula payloads a spreadsheet would run from a CSV cell (OWASP "CSV Injection"): each starts with
 * a character Excel, LibreOffice or Numbers read as the start of a formula. Each is a valid machine
 * name (at most 50 characters, no outer spaces; rules 5), so any member who may rename a machine
 * can put it into every export.
 */
export const PAYLOADS = ['=HYPERLINK("http://x.example","open")', "=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(1,2)', '=1+1', '\uFF1D1+1'] as const;

/** What a spreadsheet shows of a neutralised payload: the payload behind a leading `'`. */
export const neutralised = (payload: string): string => `'${payload}`;

/** The text cells of a CSV that a spreadsheet would take as a formula (none may be). */
export const formulaCells = (cells: readonly string[]): string[] =>
  cells.filter((cell) => /^[=+@\t\r\uFF1D\uFF0B\uFF20]/.test(cell) || (/^-/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)));

/**
 * Reads an XLSX answer: the PAYLOADS found as cell values with their cell types, how many cells are
 * numbers, and the addresses of cells holding a formula (none may).
 */
export const xlsxCells = async (body: Buffer): Promise<{ found: Map<string, ExcelJS.ValueType>; numbers: number; formulas: string[] }> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([body]));
  const found = new Map<string, ExcelJS.ValueType>();
  const formulas: string[] = [];
  let numbers = 0;
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas.push(`${sheet.name}!${cell.address}`);
        if (typeof cell.value === 'string')
          for (const payload of PAYLOADS) if (cell.value === payload || cell.value.includes(payload)) found.set(payload, cell.type);
        if (cell.type === ExcelJS.ValueType.Number) numbers += 1;
      }),
    );
  return { found, numbers, formulas };
};
