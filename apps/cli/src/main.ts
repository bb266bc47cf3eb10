import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { API_USAGE, runApi } from './commands/api';
import { checkPasswords, formatVerdict } from './commands/check-passwords';
import { DEALERS_IMPORT_USAGE, runDealersImport } from './commands/dealers-import';
import { classifyPositions, formatStatus, parsePositions, parseWarehouses } from './commands/inventory-status';
import { readTable, type RowError } from './io/read-table';
import { parseSimOptions, runSim, SIM_USAGE } from './commands/sim';
import { runSeed, SEED_USAGE, seedProgram } from './commands/seed';

/** Where a command writes; tests pass collectors, the binary passes the process streams. */
export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly readText: (path: string) => Promise<string>;
  readonly now: () => Date;
  /** HTTP for the commands that call a server (`dealers import`); default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Environment variables; default process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Exit codes: 0 all good; 1 some password failed rules 5.2 or a dealer directory was refused; 2 bad usage, unreadable input or an unreachable server. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

const USAGE = `usage: yardfleet <command> [options]

commands:
  check-passwords <file>
      Checks one password per line against the password rule (docs/rules 5.2) and prints each line's verdict with its reason
      code. Exits 1 when any line fails.
  inventory-status --warehouses <csv|json> --positions <csv|json> [--now <ISO time>]
      Warehouses: name,lat,lng,radius_m. Positions: id,lat,lng[,reported_at].
      Prints each position's inventory status (docs/rules 4.2) and the warehouse containing it.
  ${SIM_USAGE.replaceAll('\n', '\n  ')}
  ${DEALERS_IMPORT_USAGE.replaceAll('\n', '\n  ')}
  ${SEED_USAGE.replaceAll('\n', '\n  ')}
  ${API_USAGE.replaceAll('\n', '\n  ')}

options:
  -h, --help   show this help`;

const reportRowErrors = (io: Io, file: string, errors: readonly RowError[]): number => {
  for (const e of errors) io.err(`${file}: row ${e.row}: ${e.message}`);
  return EXIT_USAGE;
};

const checkPasswordsCommand = async (args: readonly string[], io: Io): Promise<number> => {
  const { positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    io.err('usage: yardfleet check-passwords <file>');
    return EXIT_USAGE;
  }
  const verdicts = checkPasswords(await io.readText(file));
  for (const v of verdicts) io.out(formatVerdict(v));
  const failed = verdicts.filter((v) => !v.ok).length;
  io.err(`${verdicts.length - failed} of ${verdicts.length} passwords pass the password rule (rules 5.2)`);
  return failed > 0 ? EXIT_FAILED : EXIT_OK;
};

const inventoryStatusCommand = async (args: readonly string[], io: Io): Promise<number> => {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: { warehouses: { type: 'string' }, positions: { type: 'string' }, now: { type: 'string' } },
  });
  if (!values.warehouses || !values.positions) {
    io.err('usage: yardfleet inventory-status --warehouses <csv|json> --positions <csv|json> [--now <ISO time>]');
    return EXIT_USAGE;
  }
  const now = values.now === undefined ? io.now() : new Date(values.now);
  if (Number.isNaN(now.getTime())) {
    io.err(`--now: not an ISO 8601 time: ${values.now ?? ''}`);
    return EXIT_USAGE;
  }
  const warehouses = parseWarehouses(readTable(basename(values.warehouses), await io.readText(values.warehouses)));
  if (E.isLeft(warehouses)) return reportRowErrors(io, values.warehouses, warehouses.left);
  const positions = parsePositions(readTable(basename(values.positions), await io.readText(values.positions)));
  if (E.isLeft(positions)) return reportRowErrors(io, values.positions, positions.left);
  io.out('id\tstatus\twarehouse');
  for (const s of classifyPositions(warehouses.right, positions.right, now)) io.out(formatStatus(s));
  return EXIT_OK;
};

/**
 * Runs `yardfleet <command> ...args` and answers the exit code. Unreadable files and malformed
 * input are reported on `err` with exit code 2, never thrown.
 */
export const run = async (argv: readonly string[], io: Io): Promise<number> => {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check-passwords':
        return await checkPasswordsCommand(rest, io);
      case 'inventory-status':
        return await inventoryStatusCommand(rest, io);
      case 'sim': {
        const options = parseSimOptions(rest);
        if (E.isLeft(options)) {
          io.err(`${options.left}\n\nusage: ${SIM_USAGE}`);
          return EXIT_USAGE;
        }
        return await runSim(options.right, simIo(io));
      }
      case 'seed':
        if (rest.includes('--help') || rest.includes('-h')) {
          io.out(`usage: yardfleet ${SEED_USAGE}`);
          return EXIT_OK;
        }
        return await runSeed(seedProgram(import.meta.url), rest, io, { ...process.env, ...io.env });
      case 'dealers':
        if (rest[0] !== 'import') {
          io.err(`unknown dealers command: ${rest[0] ?? '(none)'}\n\nusage: ${DEALERS_IMPORT_USAGE}`);
          return EXIT_USAGE;
        }
        return await runDealersImport(rest.slice(1), {
          out: io.out,
          err: io.err,
          readText: io.readText,
          fetch: io.fetch ?? globalThis.fetch,
          env: io.env ?? process.env,
        });
      case 'api':
        return await runApi(rest, {
          out: io.out,
          err: io.err,
          fetch: io.fetch ?? globalThis.fetch,
          writeFile: (path, bytes) => writeFile(path, bytes),
          writeOut: (bytes) => process.stdout.write(bytes),
          env: io.env ?? process.env,
        });
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE);
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      default:
        io.err(`unknown command: ${command}\n\n${USAGE}`);
        return EXIT_USAGE;
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return EXIT_USAGE;
  }
};

let stopRequested = false;
/** The simulator's io on top of a command io: real fetch and timers; Ctrl+C stops after the tick. */
const simIo = (io: Io) => ({
  out: io.out,
  err: io.err,
  now: io.now,
  fetch: globalThis.fetch,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  stopped: () => stopRequested,
});

const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readText: (path) => readFile(path, 'utf8'),
  now: () => new Date(),
};

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopRequested = true;
      process.exitCode = 0;
      setTimeout(() => process.exit(0), 1_000).unref();
    });
  }
  process.exitCode = await run(process.argv.slice(2), processIo);
}
