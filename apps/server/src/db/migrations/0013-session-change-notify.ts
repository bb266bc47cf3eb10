import { sql, type Kysely } from 'kysely';

/**
 * The session lookup without a round trip on every call (decision 0016): every change that can
 * alter or end an authenticated caller NOTIFYs channel `yardfleet_sessions`, whoever makes it (a
 * route, the CLI, an operator's SQL), so each server process's caller cache (src/auth/caller-cache.ts)
 * forgets it at once, in every process (architecture 7). The payloads, JSON:
 * - `{"s": tokenHash}`: a session row was updated (its last use, its expiry) or deleted (logout,
 *   password change, deletion, withdrawn consent, expiry);
 * - `{"u": userId}`: a user's company, role or user type changed, or the user was deleted;
 * - `{"c": companyId}`: a company's version changed, or the company was deleted;
 * - `{"x": 1}`: one of the three tables was truncated (forget everything).
 * NOTIFY is delivered at commit, never for a rolled-back change. Updates that touch none of a
 * caller's fields (failed login counts, names, time zones) notify nothing.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create function yardfleet_session_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('yardfleet_sessions', '{"x":1}');
      elsif tg_table_name = 'sessions' then
        perform pg_notify('yardfleet_sessions', json_build_object('s', old.token_hash)::text);
      elsif tg_table_name = 'users' then
        perform pg_notify('yardfleet_sessions', json_build_object('u', old.id::text)::text);
      else
        perform pg_notify('yardfleet_sessions', json_build_object('c', old.id::text)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_changed after update or delete on sessions
    for each row execute function yardfleet_session_change()`.execute(db);
  await sql`create trigger users_caller_changed after update of company_id, user_type, role on users
    for each row when (old.company_id is distinct from new.company_id or old.user_type is distinct from new.user_type or old.role is distinct from new.role)
    execute function yardfleet_session_change()`.execute(db);
  await sql`create trigger users_deleted after delete on users for each row execute function yardfleet_session_change()`.execute(db);
  await sql`create trigger companies_version_changed after update of version on companies
    for each row when (old.version is distinct from new.version) execute function yardfleet_session_change()`.execute(db);
  await sql`create trigger companies_deleted after delete on companies for each row execute function yardfleet_session_change()`.execute(db);
  for (const table of ['sessions', 'users', 'companies']) {
    await sql`create trigger ${sql.id(`${table}_truncated`)} after truncate on ${sql.table(table)}
      for each statement execute function yardfleet_session_change()`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [trigger, table] of [
    ['sessions_changed', 'sessions'],
    ['users_caller_changed', 'users'],
    ['users_deleted', 'users'],
    ['companies_version_changed', 'companies'],
    ['companies_deleted', 'companies'],
    ['sessions_truncated', 'sessions'],
    ['users_truncated', 'users'],
    ['companies_truncated', 'companies'],
  ] as const) {
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists yardfleet_session_change()`.execute(db);
};
