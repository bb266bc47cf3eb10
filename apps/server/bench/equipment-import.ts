/**
 * The equipment import at 10,000 rows (rules 23.6: dry run and apply each within 5 s on
 * PostgreSQL): the demo company gets 10,000 more machines and a tag group, then a CSV of 10,000
 * rows renaming every one of them and setting two tags on each goes through the app's own HTTP
 * handling (Fastify inject: JSON body, base64, parse, plan, answer) as
 *   - `dry run`:    the plan of all 10,000 rows (nothing written);
 *   - `apply`:      the same file written in one transaction (10,000 names, 20,000 tag rows,
 *                   10,000 live events, 20,001 activity events);
 *   - `apply again`: the same apply once more (every row unchanged, nothing written);
 * printing each call's wall time (ms), the CPU time it took in the server process and in the
 * PostgreSQL backends of its database (ms; steadier than wall time on a shared machine), the file's
 * size and the answer's size.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import -w @yardfleet/server
 *   npm run bench:import -w @yardfleet/server                  # PGlite in a temp folder
 *
 * Environment: BENCH_ROWS (default 10000). A scratch database is created and dropped (test/harness.ts).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { GREENWAY_NAME } from '../src/seed/demo';
import { backends, companyIdNamed, loginDemoUsers, startTestApp } from '../test/harness';
import { addMachines } from '../test/equipment-bulk-support';
import { addTagGroup, csvOf } from '../test/equipment-import-support';
import { intEnv } from './bench-env';
import { databaseCpuSeconds } from './database-cpu';
import { sql } from 'kysely';

const ROWS = intEnv('BENCH_ROWS', 10_000);

const main = async (): Promise<void> => {
  const backend = backends().at(-1);
  if (backend === undefined) throw new Error('no backend');
  const t = await startTestApp(backend);
  try {
    const { admin } = await loginDemoUsers(t.app, ['admin'] as const);
    const company = await companyIdNamed(t.db, GREENWAY_NAME);
    await addMachines(
      t.db,
      company,
      'BENCH',
      Array.from({ length: ROWS }, (_, i) => `Bench mower ${i}`),
    );
    await addTagGroup(t.db, company, 'Bench crew', ['North', 'South', 'East', 'West']);
    const crews = ['North', 'South', 'East', 'West'];
    const file = csvOf([
      ['Serial number', 'Name', 'Tags'],
      ...Array.from({ length: ROWS }, (_, i) => [
        `BENCH-${String(i).padStart(5, '0')}`,
        `Imported mower ${i}`,
        `Bench crew: ${crews[i % 4] ?? 'North'}; Bench crew: ${crews[(i + 1) % 4] ?? 'South'}`,
      ]),
    ]);
    const content = file.toString('base64');
    const database =
      backend.name === 'postgres' ? ((await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0]?.name ?? null) : null;
    const post = async (label: string, path: string, payload: object) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const dbCpu = databaseCpuSeconds(database);
      const response = await t.app.inject({ method: 'POST', url: `/web-hmac/web/equipment/import/${path}`, headers: admin, payload });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const cpuMs = `cpu server ${((used.user + used.system) / 1000).toFixed(0)} ms + database ${((databaseCpuSeconds(database) - dbCpu) * 1000).toFixed(0)} ms`;
      const body = JSON.parse(response.body) as { code: number; entry: { counts?: object; planDigest?: string } & Record<string, unknown> };
      console.log(
        `${label.padEnd(12)} ${ms.toFixed(0).padStart(6)} ms (${cpuMs})  code ${body.code}  answer ${(response.body.length / 1024).toFixed(0)} KiB  ${JSON.stringify(body.entry.counts ?? body.entry)}`,
      );
      return body;
    };
    console.log(
      `equipment import, ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KiB CSV, on ${backend.name}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const planned = await post('dry run', 'dry-run', { fileName: 'bench.csv', content });
    const digest = planned.entry.planDigest ?? '';
    await post('apply', 'apply', { fileName: 'bench.csv', content, planDigest: digest });
    await post('apply again', 'apply', { fileName: 'bench.csv', content, planDigest: digest });
    await post('dry run', 'dry-run', { fileName: 'bench.csv', content });
    console.log(
      `load after ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await t.close();
  }
};

await main();
