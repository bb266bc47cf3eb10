import type { Compilable, CompiledQuery } from 'kysely';

/** The company id the kept queries are compiled for; no company has it (ids are random v4 UUIDs). */
export const SENTINEL_COMPANY_ID = '00000000-0000-0000-0000-000000000000';

/** Compiled queries kept per key (a handful of fixed shapes: the list's first and last page). */
const kept = new Map<string, CompiledQuery>();

/**
 * A fixed-shape query of one company, built and compiled by Kysely once per process (rules 21.6:
 * building the equipment list's row query, with its joins, lateral read and subqueries, and
 * compiling it cost about a tenth of the server's CPU per list call at 100 connections).
 * `build(companyId)` is compiled the first time `key` is asked, for SENTINEL_COMPANY_ID; every call
 * then answers that SQL text with the sentinel's parameters replaced by `companyId`. The query
 * must take the company only as parameters and nothing else that varies per call (`key` names
 * every other choice, e.g. the page's size and direction). Every Kysely of the server compiles with
 * Kysely's PostgresQueryCompiler and no plugin (db/connect.ts, PGlite's dialect too), so one
 * compiled text serves them all. Run it with `db.executeQuery(...)`.
 * @throws Error when the compiled query names the sentinel in its text or takes it as no parameter
 * (the company would not be replaced: a programming error, never a request's).
 */
export const compiledForCompany = <R>(key: string, companyId: string, build: (companyId: string) => Compilable<R>): CompiledQuery<R> => {
  let compiled = kept.get(key) as CompiledQuery<R> | undefined;
  if (compiled === undefined) {
    compiled = build(SENTINEL_COMPANY_ID).compile();
    if (compiled.sql.includes(SENTINEL_COMPANY_ID) || !compiled.parameters.includes(SENTINEL_COMPANY_ID)) {
      throw new Error(`compiledForCompany(${key}): the company must be a parameter of the query`);
    }
    kept.set(key, compiled);
  }
  return { ...compiled, parameters: compiled.parameters.map((value) => (value === SENTINEL_COMPANY_ID ? companyId : value)) };
};
