import { describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { EQUIPMENT_CATEGORIES } from '@yardfleet/domain/entities/equipment';
import { EQUIPMENT } from './fixtures/equipment';
import { TAG_GROUPS } from './fixtures/tags';
import { adminUser, powerUser } from './fixtures/users';
import { FAILING_LOGINS } from './handlers/auth';
import { equipmentHandlers } from './handlers/equipment';
import { scenario } from './handlers/scenarios';
import { createTestServer } from './test-server';

const ORIGIN = 'http://yardfleet.test';
const server = createTestServer();

const session = { token: 'tok_fixture', uid: adminUser.id };
const post = (path: string, body: unknown, headers: Record<string, string> = session) =>
  fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const listQuery = { page: 1, pageSize: 20, search: null, category: null, inventoryStatus: null, onlineStatus: null, tagId: null };

describe('fixtures', () => {
  it('hold 40 machines, five in each of the eight categories', () => {
    expect(EQUIPMENT).toHaveLength(40);
    for (const category of EQUIPMENT_CATEGORIES) {
      expect(EQUIPMENT.filter((e) => e.category === category)).toHaveLength(5);
    }
  });
  it('give every machine a unique serial number', () => {
    expect(new Set(EQUIPMENT.map((e) => e.serialNumber)).size).toBe(40);
  });
});

describe('MSW handlers built from the contract', () => {
  it('page the equipment list and count every match', async () => {
    server.use(...scenario());
    const answer = await (await post('/web-hmac/web/equipment/list', { ...listQuery, page: 2 })).json();
    expect(answer.code).toBe(200);
    expect(answer.entry.total).toBe(40);
    expect(answer.entry.items).toHaveLength(20);
    expect(answer.entry.items[0].name).toBe(EQUIPMENT[20]?.name);
  });

  it('search by serial number and filter by category and tag', async () => {
    server.use(...scenario());
    const bySerial = await (await post('/web-hmac/web/equipment/list', { ...listQuery, search: 'yf23rz42n' })).json();
    expect(bySerial.entry.items.map((e: { name: string }) => e.name)).toEqual(['Zero-turn 42 North']);
    const tagId = TAG_GROUPS[0]?.tags[0]?.id;
    const filtered = await (await post('/web-hmac/web/equipment/list', { ...listQuery, category: 'mower', tagId })).json();
    expect(filtered.entry.items.map((e: { name: string }) => e.name)).toEqual(['North crew mower 1', 'North crew mower 2']);
  });

  it('refuse a query the contract refuses with HTTP 400 { status, message }', async () => {
    server.use(...scenario());
    const response = await post('/web-hmac/web/equipment/list', { ...listQuery, colour: 'red' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: 'unknown field "colour"' });
  });

  it('answer 1401 to a request without a session', async () => {
    server.use(...scenario());
    const answer = await (await post('/web-hmac/web/equipment/list', listQuery, {})).json();
    expect(answer.code).toBe(ServerCode.sessionExpired);
  });

  it('answer HTTP 500 with a body in the error state', async () => {
    server.use(equipmentHandlers.httpError());
    const response = await post('/web-hmac/web/equipment/list', listQuery);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal Server Error' });
  });

  it('log a fixture user in and answer their info by uid', async () => {
    server.use(...scenario());
    const login = await (await post('/web-hmac/web/auth/login', { email: powerUser.email, password: 'Demo1234' }, {})).json();
    expect(login.code).toBe(200);
    const info = await (await fetch(`${ORIGIN}/web-hmac/web/auth/login/info`, { headers: { token: login.entry.token, uid: login.entry.uid } })).json();
    expect(info.entry.companyName).toBe('Northside Charging Co.');
  });

  it('answer the login failure codes of rules 8.1', async () => {
    server.use(...scenario());
    const wrong = await (await post('/web-hmac/web/auth/login', { email: adminUser.email, password: 'Wrong1234' }, {})).json();
    expect(wrong.code).toBe(ServerCode.badCredentials);
    const locked = await (await post('/web-hmac/web/auth/login', { email: FAILING_LOGINS.locked, password: 'Demo1234' }, {})).json();
    expect(locked.code).toBe(ServerCode.accountLocked);
  });
});
