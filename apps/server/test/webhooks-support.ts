import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { webhookDb } from '../src/db/webhook-schema';
import { publishChanges } from '../src/live/publish';
import { newWebhookSecret } from '../src/areas/webhooks/signing';
import type { Backend } from './harness';

/** One request a receiver got: its headers and raw body, whether `Webhook.verify` accepted it with the receiver's secret, and when it arrived (ms, performance.now). */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly verified: boolean;
  readonly at: number;
}

/** A local receiver on 127.0.0.1: what it got, its URL, how it answers (`answer` may be swapped), and `close`. */
export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  answer: (res: ServerResponse, index: number) => void;
  readonly close: () => Promise<void>;
}

/**
 * Starts a node:http receiver on 127.0.0.1 that verifies each request with the `standardwebhooks`
 * package's `Webhook.verify` and `secrets` (any may match), then answers with `answer` (200 by default).
 */
export const startReceiver = async (secrets: () => readonly string[]): Promise<Receiver> => {
  const received: Received[] = [];
  const receiver: Receiver = {
    url: '',
    received,
    answer: (res) => res.writeHead(200).end('ok'),
    close: async () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = secrets().some((secret) => {
        try {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        }
      });
      received.push({ headers: req.headers, body, verified, at: performance.now() });
      receiver.answer(res, received.length - 1);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (receiver as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
};

/** A migrated empty database with one company; `dispose` drops it. */
export const openBareDatabase = async (backend: Backend): Promise<{ db: Kysely<Database>; companyId: string; dispose: () => Promise<void> }> => {
  const { db, dispose } = await backend.open();
  await migrateToLatest(db);
  const companyId = randomUUID();
  await db
    .insertInto('companies')
    .values({ id: companyId, name: `Hooks ${companyId.slice(0, 6)}`, time_zone: 'Europe/Berlin', version: 'FULL_VERSION' })
    .execute();
  return { db, companyId, dispose };
};

/** Adds an enabled endpoint of `companyId` for `url` and `events`, with a new secret. @returns its id and secret. */
export const addEndpoint = async (db: Kysely<Database>, companyId: string, url: string, events: readonly string[]): Promise<{ id: string; secret: string }> => {
  const secret = newWebhookSecret();
  const row = await webhookDb(db)
    .insertInto('webhook_endpoints')
    .values({ company_id: companyId, url, events: [...events], secret, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
};

/** Commits a change of machine `machineId` of `companyId` the way every changing transaction announces it (live/publish.ts). */
export const changeMachine = async (db: Kysely<Database>, companyId: string, machineId: string): Promise<void> => {
  await db.transaction().execute((trx) => publishChanges(trx, companyId, [{ entity: 'equipment', id: machineId }]));
};

/** The deliveries and attempts of `endpointId`, oldest first. */
export const deliveriesOf = async (db: Kysely<Database>, endpointId: string) =>
  webhookDb(db).selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at').execute();

/** The attempts of `endpointId`, oldest first. */
export const attemptsOf = async (db: Kysely<Database>, endpointId: string) =>
  webhookDb(db).selectFrom('webhook_attempts').selectAll().where('endpoint_id', '=', endpointId).orderBy('id').execute();

/** The demo mode of outbound calls (http to 127.0.0.1 allowed). */
export const DEMO_MODE = { allowLoopbackHttp: true } as const;
/** The production mode of outbound calls. */
export const PRODUCTION_MODE = { allowLoopbackHttp: false } as const;
