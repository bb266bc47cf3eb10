import { sql } from 'kysely';

/**
 * Named (prepared) statements for the hot fixed-shape queries on PostgreSQL (the
 * equipment list at 1,000 requests/s, rules 21.6). Kysely sends every query as an unnamed statement, which
 * PostgreSQL parses, analyses and plans again on every call (about 0.4 ms of its CPU for the list's
 * row query). A query that ends with `NAMED_STATEMENT` (`.modifyEnd(NAMED_STATEMENT)`) is sent by
 * the pool (db/connect.ts) as a node-postgres named statement `{ name, text, values }`: each
 * connection parses it once and keeps it, and after five calls PostgreSQL keeps one generic plan
 * when that plan costs no more than the custom ones (plan_cache_mode auto), so only the execution
 * is paid. Mark only queries whose text takes a small number of shapes (parameters, not literals,
 * for what varies per call); every distinct text is one statement held by every connection.
 * PGlite sends the same text as an unnamed statement (the mark is a comment).
 */

/** The comment that marks a query for a named statement; it ends the query's text. */
export const NAMED_STATEMENT_MARK = '/* named statement */';

/** `.modifyEnd(NAMED_STATEMENT)` marks a Kysely query for a named statement (see the module's note). */
export const NAMED_STATEMENT = sql.raw(NAMED_STATEMENT_MARK);

/** At most this many distinct texts get a name in one process (a bound on each connection's statements); the rest run unnamed. */
export const NAMED_STATEMENT_LIMIT = 200;

/**
 * The names of marked texts: `nameFor(text)` is `yf_<n>` for a text that ends with the mark, the
 * same name for the same text for the life of the process (node-postgres parses a name once per
 * connection), and undefined for an unmarked text or once `limit` texts have names.
 */
export const statementNames = (limit: number = NAMED_STATEMENT_LIMIT): { readonly nameFor: (text: string) => string | undefined } => {
  const names = new Map<string, string>();
  return {
    nameFor: (text) => {
      if (!text.endsWith(NAMED_STATEMENT_MARK)) return undefined;
      const known = names.get(text);
      if (known !== undefined || names.size >= limit) return known;
      const name = `yf_${names.size + 1}`;
      names.set(text, name);
      return name;
    },
  };
};

/** The part of a node-postgres client this module changes. */
interface QueryingClient {
  query: (...args: never[]) => unknown;
}

/**
 * Makes `client` (a node-postgres client, on the pool's `connect` event) send the marked texts
 * Kysely gives it (`query(text, values)`) as named statements of `names`; every other call passes
 * through unchanged.
 */
export const nameStatementsOf = (client: QueryingClient, names: ReturnType<typeof statementNames>): void => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]): unknown => {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) && args.length === 2 ? names.nameFor(text) : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  };
  client.query = named as QueryingClient['query'];
};
