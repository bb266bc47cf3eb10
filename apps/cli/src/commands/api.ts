import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { ApiCallError, apiClient, type ApiClient, type Fetch } from '@yardfleet/contract/api-client';
import { describeErrors } from '@yardfleet/contract/codec';
import { equipmentList, EquipmentListRequest } from '@yardfleet/contract/endpoints/equipment';
import { ReportExportRequest, reportExportPath } from '@yardfleet/contract/endpoints/reports';
import { DEFAULT_SERVER_URL } from './dealers-import';

/**
 * `yardfleet api ...`: calls a Yardfleet server as the company of an API key (docs/api.md "From a
 * script", docs/security.md "API keys"), through the contract's typed client: every request and
 * answer is checked against the contract's codecs.
 */
export const API_USAGE = `yardfleet api equipment [--search TEXT] [--status in_warehouse|out_for_work|never_seen|location_unknown] [--online online|offline] [--page N] [--page-size N] [--json] [--url URL]
      Lists the company's equipment (rules 2.10), a page at a time (default page 1 of 20 rows):
      serial number, name, category, inventory status, online status and last seen, tab separated,
      then "page P of N (T machines)"; --json prints the contract's answer as it is.
  yardfleet api report KIND --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|xlsx] [--out FILE] [--url URL]
      Exports a report (KIND: inventory, usage, maintenance, power; rules 10.9) for the company-local
      days from..to as the screen's export: to FILE (default: the server's file name) or, with
      --out -, to standard output.
      The key: $YARDFLEET_API_KEY (an admin makes one under the admin's settings; a read key suffices).
      --url: the server (default: $YARDFLEET_URL, else ${DEFAULT_SERVER_URL}).
      Exits 0 when done, 1 when the server refuses the call (a revoked key, a read key on a write),
      2 on bad usage or an unreachable server.`;

/** What the command needs from the outside world; tests pass fakes, the binary the process's. */
export interface ApiIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly fetch: Fetch;
  /** Writes a downloaded file (`bytes`) to `path`. */
  readonly writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
  /** Writes bytes to standard output (`--out -`). */
  readonly writeOut: (bytes: Uint8Array) => void;
  /** Environment variables (YARDFLEET_API_KEY, YARDFLEET_URL). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

const OK = 0;
const REFUSED = 1;
const CANNOT_RUN = 2;

/** The contract's codec `codec` on `value`, or the lines naming each refused field. */
const checked = <A>(codec: t.Decoder<unknown, A>, value: unknown): E.Either<string, A> => {
  const decoded = codec.decode(value);
  return E.isLeft(decoded) ? E.left(describeErrors(decoded.left).join('; ')) : E.right(decoded.right);
};

const equipmentCommand = async (client: ApiClient, args: readonly string[], io: ApiIo): Promise<number> => {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      search: { type: 'string' },
      status: { type: 'string' },
      online: { type: 'string' },
      page: { type: 'string', default: '1' },
      'page-size': { type: 'string', default: '20' },
      json: { type: 'boolean', default: false },
      url: { type: 'string' },
    },
  });
  const request = checked(EquipmentListRequest, {
    page: Number(values.page),
    pageSize: Number(values['page-size']),
    search: values.search ?? null,
    category: null,
    inventoryStatus: values.status ?? null,
    onlineStatus: values.online ?? null,
    tagId: null,
  });
  if (E.isLeft(request)) {
    io.err(`api equipment: ${request.left}`);
    return CANNOT_RUN;
  }
  const page = await client.call(equipmentList, request.right);
  if (values.json) {
    io.out(JSON.stringify(page, null, 2));
    return OK;
  }
  io.out(['serial number', 'name', 'category', 'inventory status', 'online status', 'last seen'].join('\t'));
  for (const row of page.items) io.out([row.serialNumber, row.name, row.category, row.inventoryStatus, row.onlineStatus, row.lastSeenAt ?? 'never'].join('\t'));
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  // A filtered list counts up to FILTERED_TOTAL_CAP matches (rules 21.6): then more match than the total says.
  io.out(
    page.totalCapped
      ? `page ${page.page} of the first ${pages} (more than ${page.total} machines; narrow the filters to see the rest)`
      : `page ${page.page} of ${pages} (${page.total} machine${page.total === 1 ? '' : 's'})`,
  );
  return OK;
};

/** The file name of a Content-Disposition header (`attachment; filename="usage-2026-11-01-2026-11-28.csv"`), if any. */
const fileNameOf = (disposition: string | null): string | undefined => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

const reportCommand = async (client: ApiClient, args: readonly string[], io: ApiIo): Promise<number> => {
  const { values, positionals } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' }, url: { type: 'string' } },
  });
  const request = checked(ReportExportRequest, {
    kind: positionals[0],
    period: { from: values.from, to: values.to },
    filters: { tagId: null, category: null, warehouseId: null },
    format: values.format,
  });
  if (positionals.length !== 1 || E.isLeft(request)) {
    io.err(`api report: ${E.isLeft(request) ? request.left : 'one KIND'}\n\nusage: ${API_USAGE}`);
    return CANNOT_RUN;
  }
  const response = await client.download(reportExportPath, ReportExportRequest.encode(request.right));
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (values.out === '-') {
    io.writeOut(bytes);
    return OK;
  }
  const { kind, period, format } = request.right;
  const path = values.out ?? fileNameOf(response.headers.get('content-disposition')) ?? `${kind}-${period.from}-${period.to}.${format}`;
  await io.writeFile(path, bytes);
  io.err(`wrote ${path} (${bytes.length} bytes)`);
  return OK;
};

/** The `--url` among `args`, without parsing the rest (each subcommand parses its own options). */
const urlOf = (args: readonly string[]): string | undefined => {
  const at = args.indexOf('--url');
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith('--url='))?.slice('--url='.length);
};

/**
 * Runs `yardfleet api <equipment|report> ...` and answers the exit code (0 done, 1 refused by the
 * server, 2 bad usage, no key or an unreachable server). Never throws.
 */
export const runApi = async (args: readonly string[], io: ApiIo): Promise<number> => {
  const [command, ...rest] = args;
  const apiKey = io.env.YARDFLEET_API_KEY;
  if (command !== 'equipment' && command !== 'report') {
    io.err(`${command === undefined ? 'api: which call?' : `unknown api command: ${command}`}\n\nusage: ${API_USAGE}`);
    return CANNOT_RUN;
  }
  if (apiKey === undefined || apiKey.trim() === '') {
    io.err('api: set YARDFLEET_API_KEY to an API key of the company (the admin\u2019s settings, API keys)');
    return CANNOT_RUN;
  }
  const client = apiClient({ baseUrl: urlOf(rest) ?? io.env.YARDFLEET_URL ?? DEFAULT_SERVER_URL, apiKey: apiKey.trim(), fetch: io.fetch });
  try {
    return command === 'equipment' ? await equipmentCommand(client, rest, io) : await reportCommand(client, rest, io);
  } catch (error) {
    if (error instanceof ApiCallError) {
      io.err(
        `api ${command}: refused: ${error.code} ${error.message}${error.retryAfterSeconds === undefined ? '' : ` (retry after ${error.retryAfterSeconds} s)`}`,
      );
      return REFUSED;
    }
    io.err(`api ${command}: ${error instanceof Error ? error.message : String(error)}`);
    return CANNOT_RUN;
  }
};
