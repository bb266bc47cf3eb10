import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_IMPORT_MAX_ROWS, type DealerImportRefusal, type DealerImportResponse } from '@yardfleet/contract/endpoints/dealers';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEALER_COLUMNS } from '@yardfleet/domain/dealers/dealer-row';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { isOperator } from '../src/areas/dealers/operator-token';
import { DEMO_LOGINS } from '../src/seed/people';
import { berlinRow, directoryRow } from './dealers-fixtures';
import { backends, call, fakeWebDist, loginAs, startTestApp, type TestApp } from './harness';

const TOKEN = 'op-test-token-0123456789abcdef';
const URL = '/web-hmac/ops/dealer/import';
const HEADER = [...DEALER_COLUMNS];

describe('isOperator', () => {
  it('accepts exactly "Bearer <the configured token>" and nothing when no token is configured', () => {
    expect(isOperator(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isOperator(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(isOperator(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(isOperator(TOKEN, TOKEN)).toBe(false);
    expect(isOperator(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(isOperator(undefined, TOKEN)).toBe(false);
    expect(isOperator(`Bearer ${TOKEN}`, null)).toBe(false);
  });
});

describe.each(backends())('dealer directory import on $name', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend, { operatorToken: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = <E>(payload: unknown, authorization: string | null = `Bearer ${TOKEN}`, app = t.app) =>
    call<E>(app, { method: 'POST', url: URL, headers: authorization === null ? {} : { authorization }, payload: payload as Record<string, unknown> });
  const importRows = <E = DealerImportResponse>(rows: Record<string, string>[], dryRun = false, authorization?: string | null) =>
    send<E>({ dryRun, header: HEADER, rows }, authorization);
  const dealerCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('dealers')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const codes = async (prefix: string) =>
    (await t.db.selectFrom('dealers').select('code').where('code', 'like', `${prefix}%`).orderBy('code').execute()).map((r) => r.code);

  it('refuses a missing or wrong operator token, or a session instead of it, with 1170010402 and writes nothing', async () => {
    const before = await dealerCount();
    const rows = [directoryRow('AUTH-1')];
    const session = await loginAs(t.app, DEMO_LOGINS.admin);
    for (const authorization of [null, 'Bearer wrong-token-0123456789abcdef', `bearer ${TOKEN}`, TOKEN, '']) {
      const { status, body } = await importRows(rows, false, authorization);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: ServerCode.operatorUnauthorized, entry: null });
    }
    const withSession = await call(t.app, { method: 'POST', url: URL, headers: session, payload: { dryRun: false, header: HEADER, rows } });
    expect(withSession.body.code).toBe(ServerCode.operatorUnauthorized);
    // The token is checked before the body is read: a malformed body without it is refused the same way.
    expect((await send({ nonsense: true }, null)).body.code).toBe(ServerCode.operatorUnauthorized);
    expect(await dealerCount()).toBe(before);
  });

  it('refuses every call when the server has no OPERATOR_TOKEN', async () => {
    const webDist = fakeWebDist();
    const app = await buildApp({ db: t.db, clock: t.clock, config: { ...loadConfig({}), webDist, operatorToken: null } }, { logger: false });
    try {
      for (const authorization of [null, 'Bearer ', `Bearer ${TOKEN}`]) {
        expect((await send({ dryRun: true, header: HEADER, rows: [directoryRow('NONE-1')] }, authorization, app)).body.code).toBe(
          ServerCode.operatorUnauthorized,
        );
      }
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    expect(await codes('NONE-')).toEqual([]);
  });

  it('answers the counts of a dry run and writes nothing', async () => {
    const before = await dealerCount();
    const { body } = await importRows([directoryRow('DRY-1'), berlinRow('DRY-2')], true);
    expect(body).toMatchObject({ code: 200, entry: { dryRun: true, rows: 2, added: 2, updated: 0, unchanged: 0 } });
    expect(await dealerCount()).toBe(before);
    expect(await codes('DRY-')).toEqual([]);
  });

  it('refuses a whole file when one row fails, with per-row issues (row, column, code), and writes nothing', async () => {
    const before = await dealerCount();
    const rows = [directoryRow('BAD-1'), directoryRow('BAD-2', { postcode: 'ABCDE', email: 'not an email' }), berlinRow('BAD-3'), directoryRow('BAD-1')];
    for (const dryRun of [false, true]) {
      const { body } = await importRows<DealerImportRefusal>(rows, dryRun);
      expect(body.code).toBe(ServerCode.validationFailed);
      expect(body.entry.issueCount).toBe(3);
      expect(body.entry.issues.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
        { row: 2, column: 'postcode', code: 'invalid_postcode' },
        { row: 2, column: 'email', code: 'invalid_email' },
        { row: 4, column: 'code', code: 'duplicate_code' },
      ]);
      expect(body.entry.issues.every((i) => i.message.length > 0)).toBe(true);
    }
    expect(await dealerCount()).toBe(before);
    expect(await codes('BAD-')).toEqual([]);
  });

  it('refuses a header without every column', async () => {
    const { body } = await send<DealerImportRefusal>({ dryRun: false, header: HEADER.filter((c) => c !== 'email'), rows: [directoryRow('HDR-1')] });
    expect(body.code).toBe(ServerCode.validationFailed);
    expect(body.entry.issues).toEqual([expect.objectContaining({ row: 0, column: 'email', code: 'missing_column' })]);
    expect(await codes('HDR-')).toEqual([]);
  });

  it('lists the first 1,000 issues and counts them all', async () => {
    const rows = Array.from({ length: 120 }, () => ({}) as Record<string, string>);
    const { body } = await importRows<DealerImportRefusal>(rows);
    expect(body.code).toBe(ServerCode.validationFailed);
    expect(body.entry.issues).toHaveLength(1_000);
    expect(body.entry.issueCount).toBe(120 * 14);
  });

  it('adds a good file, counts a re-import as unchanged, and a changed field as updated (the id and collections kept)', async () => {
    const rows = [directoryRow('GOOD-1'), directoryRow('GOOD-2', { name: 'Second Good Dealer' }), berlinRow('GOOD-3')];
    expect((await importRows(rows)).body).toMatchObject({ code: 200, entry: { dryRun: false, rows: 3, added: 3, updated: 0, unchanged: 0 } });
    const stored = await t.db.selectFrom('dealers').selectAll().where('code', '=', 'GOOD-3').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ country: 'DE', region: 'eu_western', telephone: '+49 30 901820', postcode: '10117', city: 'Berlin' });
    expect(Number(stored.lat)).toBe(52.52);

    expect((await importRows(rows)).body).toMatchObject({ code: 200, entry: { rows: 3, added: 0, updated: 0, unchanged: 3 } });

    const session = await loginAs(t.app, DEMO_LOGINS.employee);
    await call(t.app, { method: 'POST', url: '/web-hmac/web/dealer/collection/add', headers: session, payload: { dealerId: stored.id } });
    const changed = [rows[0] ?? {}, rows[1] ?? {}, { ...berlinRow('GOOD-3'), name: 'Berlin Renamed', lng: '13.41' }, directoryRow('GOOD-4')];
    expect((await importRows(changed, true)).body).toMatchObject({ code: 200, entry: { dryRun: true, rows: 4, added: 1, updated: 1, unchanged: 2 } });
    expect(await codes('GOOD-')).toEqual(['GOOD-1', 'GOOD-2', 'GOOD-3']);
    expect((await importRows(changed)).body).toMatchObject({ code: 200, entry: { dryRun: false, rows: 4, added: 1, updated: 1, unchanged: 2 } });
    const renamed = await t.db.selectFrom('dealers').selectAll().where('code', '=', 'GOOD-3').executeTakeFirstOrThrow();
    expect(renamed).toMatchObject({ id: stored.id, name: 'Berlin Renamed' });
    expect(Number(renamed.lng)).toBe(13.41);
    expect(await t.db.selectFrom('user_dealers').select('dealer_id').where('dealer_id', '=', stored.id).execute()).toHaveLength(1);

    // A file without some earlier dealers keeps them.
    expect((await importRows([directoryRow('GOOD-5')])).body.entry).toMatchObject({ added: 1 });
    expect(await codes('GOOD-')).toEqual(['GOOD-1', 'GOOD-2', 'GOOD-3', 'GOOD-4', 'GOOD-5']);
  });

  it('writes a file larger than one chunk in one go (2,500 rows)', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => directoryRow(`BULK-${String(i).padStart(5, '0')}`, { lat: String(41 + i / 10_000) }));
    expect((await importRows(rows)).body).toMatchObject({ code: 200, entry: { rows: 2_500, added: 2_500, updated: 0, unchanged: 0 } });
    expect(await codes('BULK-')).toHaveLength(2_500);
    const again = rows.map((r, i) => (i % 1_000 === 999 ? { ...r, telephone: '+1 312 744 5001' } : r));
    expect((await importRows(again)).body.entry).toMatchObject({ added: 0, updated: 2, unchanged: 2_498 });
  });

  it('refuses more rows than DEALER_IMPORT_MAX_ROWS with HTTP 400, writing nothing', async () => {
    const before = await dealerCount();
    const rows = Array.from({ length: DEALER_IMPORT_MAX_ROWS + 1 }, () => ({}));
    const { status } = await send({ dryRun: false, header: HEADER, rows });
    expect(status).toBe(400);
    expect(await dealerCount()).toBe(before);
  });
});
