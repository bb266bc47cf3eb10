/**
 * CPU time of the PostgreSQL backends of one database, for benchmarks that print CPU per request
 * (docs/benchmarks.md): on a 2-core machine shared by several engineers, requests/s alone hides the cost.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) used so far by the PostgreSQL backends serving database `name`
 * (their command line names it), 0 when `name` is null or none serves it (PGlite runs inside the
 * server). Backends that end between two readings drop out of the sum, so compare readings taken
 * while the pool stays open.
 */
export const databaseCpuSeconds = (name: string | null): number => {
  if (name === null) return 0;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
};

/** The database name of a PostgreSQL URL (`postgres://u@h:5432/yf_list` -> `yf_list`), null without a URL. */
export const databaseNameOf = (url: string | undefined): string | null =>
  url === undefined ? null : decodeURIComponent(new URL(url).pathname.slice(1)) || null;
