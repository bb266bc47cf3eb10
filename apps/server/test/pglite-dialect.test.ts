import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect/pglite-dialect';

// The PGlite dialect vendored from kysely 0.29 for kysely 0.28 (docs/decisions/0013): what the
// server relies on beyond plain queries, which the whole suite exercises on PGlite.

interface Tables {
  readonly item: { readonly name: string };
}

describe('PGliteDialect (vendored from kysely 0.29)', () => {
  let pglite: PGlite;
  let db: Kysely<Tables>;

  beforeEach(async () => {
    pglite = await PGlite.create();
    db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: () => pglite }) });
    await sql`create table item (name text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
  });

  const names = async (): Promise<string[]> => (await db.selectFrom('item').select('name').orderBy('name').execute()).map((row) => row.name);

  it('runs a query issued during a transaction after it, not inside it (a rollback keeps the outside write)', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    const failed = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'inside' }).execute();
      outside = db.insertInto('item').values({ name: 'outside' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    await outside;
    expect(await names()).toEqual(['outside']);
  });

  it('commits a transaction and reports affected rows', async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('item')
        .values([{ name: 'a' }, { name: 'b' }])
        .execute();
    });
    const result = await db.updateTable('item').set({ name: 'c' }).where('name', '=', 'a').executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    expect(await names()).toEqual(['b', 'c']);
  });

  it('rolls back to a savepoint and keeps what came before it', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('item').values({ name: 'kept' }).execute();
    const saved = await trx.savepoint('before_drop').execute();
    await saved.insertInto('item').values({ name: 'dropped' }).execute();
    const back = await saved.rollbackToSavepoint('before_drop').execute();
    await back.releaseSavepoint('before_drop').execute();
    await trx.commit().execute();
    expect(await names()).toEqual(['kept']);
  });

  it('passes database errors through with their PostgreSQL code', async () => {
    const failure = await sql`select * from missing_table`.execute(db).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '42P01' });
  });

  it('closes the PGlite instance on destroy', async () => {
    await names();
    await db.destroy();
    expect(pglite.closed).toBe(true);
  });
});
