import pg from 'pg';

/** A throwaway database on a PostgreSQL server (`createScratchPostgres`). */
export interface ScratchPostgres {
  readonly name: string;
  /** The database's own URL: the server's URL with the database name as its path. */
  readonly url: string;
  /** Drops the database (WITH FORCE: open connections are ended), if it still exists. */
  readonly drop: () => Promise<void>;
}

/** `<prefix>_<time base 36>_<6 random characters>`: a database name no other run picks. */
export const uniqueDatabaseName = (prefix: string): string => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Runs one statement on the database of `url` over its own short connection. */
const runOn = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * Creates database `name` (a plain identifier: letters, digits, underscores) on the PostgreSQL
 * server of `serverUrl`, connecting to the database that URL names; for the tests, the benchmarks
 * and the durability script, so runs never share a database.
 * @throws the driver's error when the server refuses (e.g. the name exists).
 */
export const createScratchPostgres = async (serverUrl: string, name: string): Promise<ScratchPostgres> => {
  await runOn(serverUrl, `create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: () => runOn(serverUrl, `drop database if exists ${name} with (force)`) };
};
