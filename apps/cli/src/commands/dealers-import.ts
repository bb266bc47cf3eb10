import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import * as E from 'fp-ts/lib/Either.js';
import { describeErrors } from '@yardfleet/contract/codec';
import {
  DEALER_IMPORT_MAX_ROWS,
  DealerImportRefusal,
  DealerImportResponse,
  importDealers,
  type DealerImportRequest,
} from '@yardfleet/contract/endpoints/dealers';
import { envelope, HttpFailureBody, RawEnvelope } from '@yardfleet/contract/envelope';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { parseDealerDirectory } from '@yardfleet/domain/dealers/dealer-row';

/**
 * `yardfleet dealers import FILE.csv [--dry-run] [--url URL] [--token TOKEN]` (rules 15.8):
 * loads a dealer directory (the domain's DEALER_COLUMNS) into a server. Every row is checked here
 * first with the domain's parseDealerDirectory; a file with any issue is refused whole and nothing
 * is sent. Otherwise the file goes to the operator call `POST /web-hmac/ops/dealer/import`, which
 * checks it again and upserts by code (a dry run writes nothing and answers the same counts).
 */

/** The demo server's address (tools/start.mjs serves on PORT, default 8080). */
export const DEFAULT_SERVER_URL = 'http://localhost:8080';

export const DEALERS_IMPORT_USAGE = `yardfleet dealers import FILE.csv [--dry-run] [--url URL] [--token TOKEN]
      Checks every row of a dealer directory (columns: code,name,category,address,town,city,state,
      postcode,country,region,telephone,email,website,lat,lng; row 1 is the first after the header)
      and prints each issue as "FILE: row N, column C: message" (exit 1, nothing sent). Otherwise
      sends it to the server, which adds and updates dealers by code; --dry-run writes nothing.
      --url: the server (default: $YARDFLEET_URL, else ${DEFAULT_SERVER_URL}).
      --token: the server's OPERATOR_TOKEN (default: $YARDFLEET_OPERATOR_TOKEN).
      Exits 0 when imported (or the dry run passed), 1 when a row is refused, 2 on bad usage, an
      unreadable file, a refused token or an unreachable server.`;

/** What the command needs from the outside world; tests pass fakes. */
export interface DealersImportIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly readText: (path: string) => Promise<string>;
  readonly fetch: typeof fetch;
  /** Environment variables (YARDFLEET_URL, YARDFLEET_OPERATOR_TOKEN). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes, as the rest of the CLI: 0 done, 1 the directory was refused, 2 could not run. */
const OK = 0;
const REFUSED = 1;
const CANNOT_RUN = 2;

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One issue line: `FILE: row N, column C: message` (the header is "header"; whole-row issues name no column). */
export const formatIssue = (file: string, issue: { readonly row: number; readonly column: string; readonly message: string }): string =>
  `${file}: ${issue.row === 0 ? 'header' : `row ${issue.row}`}${issue.column === 'row' ? '' : `, column ${issue.column}`}: ${issue.message}`;

/**
 * Reads directory CSV text (csv-parse: RFC 4180 quoting, BOM and blank lines skipped, values kept
 * as written so the domain can refuse outer spaces) into the import request's header and rows.
 * Answers the lines to print instead when a row has more fields than the header or the file has
 * more than DEALER_IMPORT_MAX_ROWS rows. @throws Error on CSV syntax (an unclosed quote).
 */
export const readDirectory = (file: string, text: string): E.Either<readonly string[], Pick<DealerImportRequest, 'header' | 'rows'>> => {
  const records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  const [header = [], ...cells] = records;
  const problems: string[] = [];
  if (cells.length > DEALER_IMPORT_MAX_ROWS) problems.push(`${file}: ${cells.length} rows; one import takes at most ${DEALER_IMPORT_MAX_ROWS}`);
  cells.forEach((values, i) => {
    if (values.length > header.length)
      problems.push(formatIssue(file, { row: i + 1, column: 'row', message: `${values.length} fields, the header has ${header.length}` }));
  });
  if (problems.length > 0) return E.left(problems);
  return E.right({ header, rows: cells.map((values) => Object.fromEntries(header.map((column, c) => [column, values[c] ?? '']))) });
};

interface Options {
  readonly file: string;
  readonly dryRun: boolean;
  readonly url: string;
  readonly token: string | undefined;
}

const parseOptions = (args: readonly string[], env: DealersImportIo['env']): E.Either<string, Options> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { 'dry-run': { type: 'boolean' }, url: { type: 'string' }, token: { type: 'string' } },
    });
  } catch (error) {
    return E.left(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [file] = positionals;
  if (file === undefined || positionals.length > 1) return E.left('give exactly one FILE.csv');
  const url = (values.url ?? env.YARDFLEET_URL ?? DEFAULT_SERVER_URL).trim().replace(/\/+$/, '');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return E.left(`--url: not an http(s) address: ${url}`);
  const token = (values.token ?? env.YARDFLEET_OPERATOR_TOKEN)?.trim();
  return E.right({ file, dryRun: values['dry-run'] === true, url, token: token === '' ? undefined : token });
};

/** Sends the checked file and prints the server's answer; answers the exit code. */
const send = async (options: Options, token: string, body: DealerImportRequest, io: DealersImportIo): Promise<number> => {
  const address = `${options.url}${importDealers.path}`;
  let status: number;
  let text: string;
  try {
    const response = await io.fetch(address, {
      method: importDealers.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(importDealers.request.encode(body)),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    io.err(`cannot reach ${options.url}: ${error instanceof Error ? error.message : String(error)}`);
    return CANNOT_RUN;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    io.err(`${address}: HTTP ${status}, not a JSON answer: ${text.slice(0, 200)}`);
    return CANNOT_RUN;
  }
  const failure = HttpFailureBody.decode(json);
  if (E.isRight(failure) && !RawEnvelope.is(json)) {
    io.err(`${address}: Code: ${failure.right.status}, Message: ${failure.right.message}`);
    return CANNOT_RUN;
  }
  const raw = RawEnvelope.decode(json);
  if (E.isLeft(raw)) {
    io.err(`${address}: HTTP ${status}, not an answer envelope: ${text.slice(0, 200)}`);
    return CANNOT_RUN;
  }
  const { code, message } = raw.right;
  if (code === ServerCode.ok) {
    const done = envelope(DealerImportResponse).decode(json);
    if (E.isLeft(done)) {
      io.err(`${address}: the answer breaks the contract: ${describeErrors(done.left).join('; ')}`);
      return CANNOT_RUN;
    }
    const r = done.right.entry;
    io.out(
      r.dryRun
        ? `dry run: ${r.rows} rows, ${r.added} to add, ${r.updated} to update, ${r.unchanged} unchanged; nothing written`
        : `imported: ${r.rows} rows, ${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged`,
    );
    return OK;
  }
  if (code === ServerCode.operatorUnauthorized) {
    io.err(`the server refused the operator token (code ${code}: ${message}); pass the server's OPERATOR_TOKEN with --token or YARDFLEET_OPERATOR_TOKEN`);
    return CANNOT_RUN;
  }
  const refusal = envelope(DealerImportRefusal).decode(json);
  if (code === ServerCode.validationFailed && E.isRight(refusal)) {
    const { issues, issueCount } = refusal.right.entry;
    for (const issue of issues) io.err(formatIssue(options.file, issue));
    if (issueCount > issues.length) io.err(`${options.file}: ${count(issueCount - issues.length, 'more issue')} not shown`);
    io.err(`${options.file}: refused by the server (${count(issueCount, 'issue')}); nothing written`);
    return REFUSED;
  }
  io.err(`${address}: Code: ${code}, Message: ${message}`);
  return CANNOT_RUN;
};

/**
 * Runs `yardfleet dealers import ...args` and answers the exit code (see DEALERS_IMPORT_USAGE).
 * Nothing is sent when the file has any issue or when no operator token is given.
 */
export const runDealersImport = async (args: readonly string[], io: DealersImportIo): Promise<number> => {
  const options = parseOptions(args, io.env);
  if (E.isLeft(options)) {
    io.err(`${options.left}\n\nusage: ${DEALERS_IMPORT_USAGE}`);
    return CANNOT_RUN;
  }
  const { file } = options.right;
  let text: string;
  try {
    text = await io.readText(file);
  } catch (error) {
    io.err(`${file}: cannot read: ${error instanceof Error ? error.message : String(error)}`);
    return CANNOT_RUN;
  }
  let directory: ReturnType<typeof readDirectory>;
  try {
    directory = readDirectory(file, text);
  } catch (error) {
    io.err(`${file}: not a CSV file: ${error instanceof Error ? error.message : String(error)}`);
    return CANNOT_RUN;
  }
  if (E.isLeft(directory)) {
    for (const line of directory.left) io.err(line);
    io.err(`${file}: refused; nothing sent`);
    return REFUSED;
  }
  const checked = parseDealerDirectory(directory.right.header, directory.right.rows);
  if (E.isLeft(checked)) {
    for (const issue of checked.left) io.err(formatIssue(file, issue));
    const rowsWithIssues = new Set(checked.left.map((issue) => issue.row)).size;
    io.err(`${file}: ${count(checked.left.length, 'issue')} in ${String(rowsWithIssues)} of ${count(directory.right.rows.length, 'row')}; nothing sent`);
    return REFUSED;
  }
  const token = options.right.token;
  if (token === undefined) {
    io.err(`${file}: ${count(checked.right.length, 'row')} pass; to send them, pass the server's operator token with --token or YARDFLEET_OPERATOR_TOKEN`);
    return CANNOT_RUN;
  }
  return send(options.right, token, { dryRun: options.right.dryRun, ...directory.right }, io);
};
