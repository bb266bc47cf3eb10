import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { DEMO_LOGINS } from '../src/seed/people';
import { createSchedule } from './report-schedule-helpers';
import { call } from './harness';
import { send, type From, type Session } from './security-log-fixtures';

/** Where the recording suite's requests come from. */
export const OFFICE: From = { ip: '203.0.113.10', ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
export const HOME: From = { ip: '198.51.100.20', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1' };
export const STRANGER: From = { ip: '192.0.2.99', ua: 'curl/8.5.0' };
/** The login route and the web API's prefix. */
export const LOGIN = '/web-hmac/web/auth/login';
export const W = '/web-hmac/web';
/** Demo people of Greenway the suite signs in, resets and cancels. */
export const PRIYA = 'priya.shah@demo.yardfleet.test';
export const HANNAH = 'hannah.okafor@demo.yardfleet.test';
export const DIEGO = 'diego.alvarez@demo.yardfleet.test';

/**
 * One record of each kind the delete calls of the security log remove, of company `greenway`
 * (the demo's Greenway): a device gateway to reset and a mobile app gateway to delete, the first
 * two machines by name (one to delete, one to plan a reminder on), a maintenance log of another
 * machine and that machine's name, the invited demo user, the tag group "Condition", the tag
 * "Lakeside Park", a new warehouse "Overflow Yard" and a new weekly inventory schedule (created by `admin`).
 * @throws Error when the demo lacks a gateway or machine.
 */
export const recordsToDelete = async (app: FastifyInstance, db: Kysely<Database>, greenway: string, admin: Session) => {
  const gateways = await db
    .selectFrom('gateways')
    .select(['id', 'kind', 'model', 'serial_number'])
    .where('company_id', '=', greenway)
    .where('deleted_at', 'is', null)
    .orderBy('serial_number')
    .execute();
  const [reset, removed] = [gateways.find((g) => g.kind === 'device_gateway'), gateways.find((g) => g.kind === 'app_gateway_mobile')];
  const machines = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'serial_number'])
    .where('company_id', '=', greenway)
    .orderBy('name')
    .limit(2)
    .execute();
  const log = await db
    .selectFrom('maintenance_logs')
    .select(['id', 'equipment_id', 'performed_at'])
    .where('company_id', '=', greenway)
    .where('equipment_id', '!=', machines[0]?.id ?? '')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const logMachine = await db.selectFrom('equipment').select('name').where('id', '=', log.equipment_id).executeTakeFirstOrThrow();
  const sam = await db.selectFrom('users').select('id').where('email', '=', DEMO_LOGINS.invited).executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('tag_groups')
    .select(['id', 'name'])
    .where('company_id', '=', greenway)
    .where('name', '=', 'Condition')
    .executeTakeFirstOrThrow();
  const tag = await db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('company_id', '=', greenway)
    .where('name', '=', 'Lakeside Park')
    .executeTakeFirstOrThrow();
  const yard = await db
    .insertInto('warehouses')
    .values({ company_id: greenway, name: 'Overflow Yard', address: '1 Spare St', lat: 41.8, lng: -87.6, radius_m: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const schedule = await createSchedule(app, admin, { kind: 'inventory', frequency: 'weekly', recipients: ['ops@example.com'] });
  const [gone, planned] = machines;
  if (!reset || !removed || !gone || !planned) throw new Error('the demo lacks a gateway or machine');
  return { reset, removed, gone, planned, log, logMachine, sam, group, tag, yard, schedule };
};

/** An alert rule draft (rules 22.1) named `name`: faults of any code, the admin role told. */
export const alertDraft = (name: string, paused: boolean) => ({
  name,
  condition: { kind: 'fault_reported', errorCodes: [] },
  scope: { kind: 'all' },
  recipients: { people: [], roles: ['admin'] },
  channels: { email: false },
  escalation: null,
  holdMinutes: 0,
  reopenWithinMinutes: 0,
  paused,
});

/**
 * An admin's integration events from OFFICE (docs/security.md "API keys", docs/api.md "Webhooks"):
 * an API key created, used from HOME and revoked; a webhook endpoint created and its secret rotated.
 * @returns the secrets shown once (the key, both webhook secrets), which the log must never hold.
 * @throws Error when a call does not answer code 200.
 */
export const integrationEvents = async (app: FastifyInstance, admin: Session): Promise<string[]> => {
  const made = (
    await send<{ key: { id: string }; secret: string }>(app, `${W}/api-key/create`, { name: 'ERP', scope: 'read', expiresInDays: null }, OFFICE, admin)
  ).entry;
  await call(app, { method: 'GET', url: `${W}/tag/list`, headers: { authorization: `Bearer ${made.secret}` }, remoteAddress: HOME.ip });
  const revoked = await send(app, `${W}/api-key/revoke`, { id: made.key.id }, OFFICE, admin);
  const hook = await send<{ endpoint: { id: string }; secret: string }>(
    app,
    `${W}/webhook/create`,
    { url: 'https://hooks.example.com/in', events: ['alert.opened'] },
    OFFICE,
    admin,
  );
  const rotated = await send<{ secret: string }>(app, `${W}/webhook/rotate`, { id: hook.entry.endpoint.id }, OFFICE, admin);
  if ([revoked, hook, rotated].some((answer) => answer.code !== 200)) throw new Error('an integration call was refused');
  return [made.secret, hook.entry.secret, rotated.entry.secret];
};
