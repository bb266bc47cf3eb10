import { sql, type Kysely } from 'kysely';

const TRIGGERS = ['alert_rules_version_insert', 'alert_rules_version_update', 'alert_rules_version_delete'] as const;

/**
 * The version of each company's alert rules (rules 22.1): `companies.alert_rules_version` goes up
 * in the transaction of every statement that adds, changes, pauses, resumes or deletes one of its
 * rules, kept by the database itself (statement triggers on `alert_rules`), so every writer —
 * the API, a seed, a script — moves it. The alert engine keeps each company's decoded rules in
 * memory and reads only this number with the company's row at each evaluation: a rule set of any
 * size costs one row read, and a changed one is seen by the next evaluation that starts after the
 * change committed, in every process.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table companies add column alert_rules_version bigint not null default 0`.execute(db);
  await sql`create function alert_rules_version_bump() returns trigger language plpgsql as $$
    begin
      update companies set alert_rules_version = alert_rules_version + 1
        where id in (select company_id from changed_rules);
      return null;
    end $$`.execute(db);
  await sql`create trigger alert_rules_version_insert after insert on alert_rules
    referencing new table as changed_rules for each statement execute function alert_rules_version_bump()`.execute(db);
  await sql`create trigger alert_rules_version_update after update on alert_rules
    referencing new table as changed_rules for each statement execute function alert_rules_version_bump()`.execute(db);
  await sql`create trigger alert_rules_version_delete after delete on alert_rules
    referencing old table as changed_rules for each statement execute function alert_rules_version_bump()`.execute(db);
};

/** Reverses `up`. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)} on alert_rules`.execute(db);
  await sql`drop function if exists alert_rules_version_bump()`.execute(db);
  await sql`alter table companies drop column alert_rules_version`.execute(db);
};
