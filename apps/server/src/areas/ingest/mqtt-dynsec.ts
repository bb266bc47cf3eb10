import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import type { Kysely } from 'kysely';
import { MQTT_TOPIC_PREFIX } from '@yardfleet/contract/endpoints/device-mqtt';
import type { MqttConfig } from '../../config/mqtt-env';
import type { Database } from '../../db/schema';
import { isRowId } from '../../http/ids';
import { liveCredentialIds } from './credentials';

/** The dynamic security plugin's command topic; answers come on `<topic>/response`. */
const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;
/** Prefix of the role each device client holds: `yardfleet-device-{deviceId}`. */
export const DEVICE_ROLE_PREFIX = 'yardfleet-device-';
/** How long one batch of commands may wait for its answers, ms. */
const COMMAND_TIMEOUT_MS = 5_000;

/** One dynamic security command (`{ command: 'createClient', username, ... }`). */
type Command = Readonly<Record<string, unknown>> & { readonly command: string };
/** One answer: the command, its error text if it failed, its data (listClients: `{ clients: string[] }`). */
interface Response {
  readonly command: string;
  readonly error?: string;
  readonly data?: unknown;
}

/** The server's admin connection to Mosquitto's dynamic security plugin (decision 0031). */
export interface DynsecAdmin {
  /** Creates the device's role (publish on its own topics only) and its client (username = device id, password = device secret). */
  readonly provision: (deviceId: string, deviceSecret: string) => Promise<void>;
  /** Deletes the clients and roles of `deviceIds` (ones already gone are fine); the broker disconnects a deleted client. */
  readonly revoke: (deviceIds: readonly string[]) => Promise<void>;
  /** Deletes every device client and role whose credential is no longer in `db`; answers how many devices it removed. */
  readonly reconcile: (db: Kysely<Database>) => Promise<number>;
  readonly close: () => Promise<void>;
}

const isGone = (error: string | undefined): boolean => error !== undefined && /not found/i.test(error);

/**
 * Connects the admin client (MQTT_USERNAME / MQTT_PASSWORD, the plugin's admin role) and answers the
 * provisioning calls. Commands travel as `{ commands: [...] }` on $CONTROL/dynamic-security/v1, each
 * with a `correlationData` matched in the answer. A command batch rejects when the broker does not
 * answer within COMMAND_TIMEOUT_MS or a command fails (other than "not found" on a delete).
 */
export const connectDynsecAdmin = (config: MqttConfig): DynsecAdmin => {
  const client = mqtt.connect(config.url, {
    protocolVersion: 5,
    clientId: `${config.clientId}-admin`,
    clean: true,
    reconnectPeriod: 2_000,
    connectTimeout: 5_000,
    ...(config.username === null ? {} : { username: config.username }),
    ...(config.password === null ? {} : { password: config.password }),
  });
  const pending = new Map<string, (response: Response) => void>();
  let markSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    markSubscribed = resolve;
  });
  client.on('connect', () => {
    client
      .subscribeAsync(RESPONSE_TOPIC, { qos: 1 })
      .then(() => markSubscribed())
      .catch(() => undefined);
  });
  client.on('error', () => undefined); // Reconnects by itself; a failed command says why.
  client.on('message', (topic, payload) => {
    if (topic !== RESPONSE_TOPIC) return;
    try {
      const parsed = JSON.parse(payload.toString('utf8')) as { responses?: (Response & { correlationData?: string })[] };
      for (const r of parsed.responses ?? []) {
        const settle = r.correlationData === undefined ? undefined : pending.get(r.correlationData);
        if (settle !== undefined) settle(r);
      }
    } catch {
      // Not an answer of ours.
    }
  });

  const run = async (commands: readonly Command[]): Promise<Response[]> => {
    if (commands.length === 0) return [];
    let waited: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      waited = setTimeout(() => reject(new Error(`the broker did not take the admin connection within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
    });
    await Promise.race([subscribed, late]).finally(() => clearTimeout(waited));
    const tagged = commands.map((c) => ({ ...c, correlationData: randomUUID() }));
    const answers = tagged.map(
      (c) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.delete(c.correlationData);
            reject(new Error(`dynamic security did not answer ${c.command} within ${COMMAND_TIMEOUT_MS} ms`));
          }, COMMAND_TIMEOUT_MS);
          pending.set(c.correlationData, (r) => {
            clearTimeout(timer);
            pending.delete(c.correlationData);
            resolve(r);
          });
        }),
    );
    await client.publishAsync(CONTROL_TOPIC, JSON.stringify({ commands: tagged }), { qos: 1 });
    return Promise.all(answers);
  };
  const check = (responses: readonly Response[], tolerateGone: boolean): void => {
    const failed = responses.filter((r) => r.error !== undefined && !(tolerateGone && isGone(r.error)));
    if (failed.length > 0) throw new Error(`dynamic security refused: ${failed.map((r) => `${r.command}: ${r.error ?? ''}`).join('; ')}`);
  };
  const revoke = async (deviceIds: readonly string[]): Promise<void> => {
    const commands = deviceIds.flatMap((id) => [
      { command: 'deleteClient', username: id },
      { command: 'deleteRole', rolename: `${DEVICE_ROLE_PREFIX}${id}` },
    ]);
    check(await run(commands), true);
  };

  return {
    provision: async (deviceId, deviceSecret) => {
      const rolename = `${DEVICE_ROLE_PREFIX}${deviceId}`;
      const acls = [{ acltype: 'publishClientSend', topic: `${MQTT_TOPIC_PREFIX}/${deviceId}/+`, priority: 0, allow: true }];
      check(
        await run([
          { command: 'createRole', rolename, acls },
          { command: 'createClient', username: deviceId, password: deviceSecret, roles: [{ rolename, priority: 0 }] },
        ]),
        false,
      );
    },
    revoke,
    reconcile: async (db) => {
      const [clients, roles] = await run([
        { command: 'listClients', verbose: false, count: -1, offset: 0 },
        { command: 'listRoles', verbose: false, count: -1, offset: 0 },
      ]);
      const names = (r: Response | undefined, key: string): string[] => {
        const list = (r?.data as Record<string, unknown> | undefined)?.[key];
        return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
      };
      const ids = new Set([
        ...names(clients, 'clients').filter(isRowId),
        ...names(roles, 'roles')
          .filter((n) => n.startsWith(DEVICE_ROLE_PREFIX))
          .map((n) => n.slice(DEVICE_ROLE_PREFIX.length)),
      ]);
      const live = await liveCredentialIds(db, [...ids]);
      const stale = [...ids].filter((id) => !live.has(id));
      if (stale.length > 0) await revoke(stale);
      return stale.length;
    },
    close: async () => {
      await client.endAsync(true);
    },
  };
};
