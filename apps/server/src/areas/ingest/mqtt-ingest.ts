import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MQTT_SERVER_SUBSCRIPTION } from '@yardfleet/contract/endpoints/device-mqtt';
import type { MqttConfig } from '../../config/mqtt-env';
import type { AppContext } from '../../context';
import { databaseFailureOf } from '../../db/failures';
import { watchCredentials } from './credentials';
import { connectDynsecAdmin, type DynsecAdmin } from './mqtt-dynsec';
import { handleReportMessage, type MessageOutcome } from './mqtt-message';

/** How long a message waits before it is tried again while the database is away, ms (the HTTP path's Retry-After). */
export const MQTT_RETRY_MS = 2_000;
/** How often the broker's device clients are checked against the credentials (MQTT_DYNSEC=on), ms. */
export const DYNSEC_RECONCILE_MS = 60_000;
/** Shortest time between two checks of the broker's device clients started by refused messages, ms. */
const RECONCILE_SOON_MS = 5_000;
/** On stop, the longest wait for the messages already handed to this process, ms; and the quiet that ends it, ms. */
const DRAIN_MS = 5_000;
const DRAIN_QUIET_MS = 300;
/** Persistent session kept by the broker for a consumer connection that went away, s (one day). */
const SESSION_EXPIRY_S = 24 * 60 * 60;

/**
 * Counters of one process's MQTT ingest since it started (decision 0031): messages stored (and the
 * reports they held, new and duplicate), refused as malformed, refused as unauthenticated, failed on
 * an unexpected error (dropped, logged), and attempts repeated while the database was away.
 */
export interface MqttIngestStats {
  messagesStored: number;
  reportsAccepted: number;
  reportsDuplicate: number;
  refused: number;
  unauthenticated: number;
  failed: number;
  retries: number;
  /** Subscriptions taken by this process's connections: one per connection at start, one more after each reconnect. */
  subscriptions: number;
}

/** PUBACK reason codes (MQTT 5): success, unspecified error, not authorized, payload format invalid. */
const PUBACK = { success: 0, unspecified: 128, notAuthorized: 135, payloadInvalid: 153 } as const;

const statsByApp = new WeakMap<FastifyInstance, MqttIngestStats>();

/** The MQTT ingest counters of an app built with MQTT_URL, or undefined (tests, and the log line at close). */
export const mqttIngestStatsOf = (app: FastifyInstance): MqttIngestStats | undefined => statsByApp.get(app);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The consumers of one process: `config.consumers` connections, each a member of the shared
 * subscription MQTT_SERVER_SUBSCRIPTION with QoS 1 and a persistent session (client id
 * `<MQTT_CLIENT_ID>-<n>`, clean start off), so the broker splits messages between every connection
 * of every process and keeps a killed process's unacknowledged messages for its restart. Each
 * message is acknowledged (MQTT.js `customHandleAcks`) only after `handleReportMessage` finished:
 * its transaction committed (success) or it was refused (135, 153), counted and logged. While the
 * database is away it is tried again every MQTT_RETRY_MS, unacknowledged. A broker restart is
 * survived: MQTT.js reconnects every 2 s and each connection subscribes again on every CONNACK.
 * Stopping drains: unsubscribe, finish what the broker already handed over (up to DRAIN_MS), then
 * end the sessions (expiry 0), so a stopped process holds no messages; a killed one, or one that
 * could not drain, leaves its session for its restart.
 * `onUnauthenticated` hears of each message whose device id is no live credential of its kind.
 */
const startConsumers = (ctx: AppContext, config: MqttConfig, log: FastifyBaseLogger, stats: MqttIngestStats, onUnauthenticated: () => void) => {
  let stopping = false;
  let draining = false;
  let lastActivity = Date.now();
  const inFlight = new Set<Promise<void>>();

  const process = async (topic: string, payload: Buffer): Promise<number> => {
    for (;;) {
      try {
        const outcome: MessageOutcome = await handleReportMessage(ctx.db, ctx.clock, topic, payload);
        if (outcome.kind === 'stored') {
          stats.messagesStored += 1;
          stats.reportsAccepted += outcome.result.accepted;
          stats.reportsDuplicate += outcome.result.duplicates;
          return PUBACK.success;
        }
        if (outcome.kind === 'unauthenticated') {
          stats.unauthenticated += 1;
          log.warn({ topic }, 'mqtt ingest refused: the device credential is not valid');
          onUnauthenticated();
          return PUBACK.notAuthorized;
        }
        stats.refused += 1;
        log.warn({ topic, reason: outcome.reason, detail: outcome.detail }, 'mqtt ingest refused: malformed report');
        return PUBACK.payloadInvalid;
      } catch (error) {
        if (databaseFailureOf(error) === null) {
          stats.failed += 1;
          log.error({ err: error, topic }, 'mqtt ingest failed');
          return PUBACK.unspecified;
        }
        if (stopping) throw error; // Left unacknowledged: the broker hands it over again.
        stats.retries += 1;
        log.warn({ topic }, 'mqtt ingest: database unavailable, trying again');
        await sleep(MQTT_RETRY_MS);
      }
    }
  };

  const connect = (n: number): MqttClient => {
    const client = mqtt.connect(config.url, {
      protocolVersion: 5,
      clientId: `${config.clientId}-${n}`,
      clean: false,
      properties: { sessionExpiryInterval: SESSION_EXPIRY_S },
      reconnectPeriod: MQTT_RETRY_MS,
      connectTimeout: 5_000,
      resubscribe: false,
      ...(config.username === null ? {} : { username: config.username }),
      ...(config.password === null ? {} : { password: config.password }),
      customHandleAcks: (topic, payload, _packet, done) => {
        lastActivity = Date.now();
        const work = process(topic, payload).then(
          (code) => {
            lastActivity = Date.now();
            done(code);
          },
          () => undefined,
        );
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      },
    });
    client.on('connect', () => {
      if (draining) return;
      client.subscribe(MQTT_SERVER_SUBSCRIPTION, { qos: 1 }, (error) => {
        if (error) log.error({ err: error }, 'mqtt ingest: subscribing failed');
        else stats.subscriptions += 1;
      });
    });
    client.on('error', (error) => log.warn({ err: error }, 'mqtt ingest: connection error'));
    return client;
  };

  const clients = Array.from({ length: config.consumers }, (_, n) => connect(n));
  return {
    stop: async (): Promise<void> => {
      // Drain: no new messages, finish those the broker already handed over, then end the sessions.
      draining = true;
      await Promise.allSettled(clients.map((c) => c.unsubscribeAsync(MQTT_SERVER_SUBSCRIPTION)));
      const until = Date.now() + DRAIN_MS;
      while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastActivity < DRAIN_QUIET_MS)) await sleep(20);
      const drained = inFlight.size === 0;
      stopping = true;
      await Promise.allSettled([...inFlight]);
      // Drained: the sessions end with the process. Otherwise they stay, so a restart takes over what is left.
      const properties = { sessionExpiryInterval: drained ? 0 : SESSION_EXPIRY_S };
      await Promise.allSettled(clients.map((c) => c.endAsync(false, { properties })));
    },
  };
};

/**
 * Runs device reports over MQTT while `app` runs, when MQTT_URL is set (rules 16.12, decision
 * 0031): the consumers (startConsumers) and, with MQTT_DYNSEC=on, the broker's device credentials:
 * each credential issued is provisioned (and the ones it replaced removed) through the dynamic
 * security plugin, and every DYNSEC_RECONCILE_MS (and once at start) device clients whose credential
 * is gone (a deleted machine, a provisioning that raced) are removed, also soon after a message of
 * such a device arrives; a re-bind or a gateway reset or delete removes its client at once. Failures are logged, never
 * thrown: a bind still answers and the HTTP path stays. Everything stops with the app.
 */
export const runMqttIngestWhileRunning = (app: FastifyInstance, ctx: AppContext): void => {
  const config = ctx.config.mqtt;
  if (config === null) return;
  const stats: MqttIngestStats = {
    messagesStored: 0,
    reportsAccepted: 0,
    reportsDuplicate: 0,
    refused: 0,
    unauthenticated: 0,
    failed: 0,
    retries: 0,
    subscriptions: 0,
  };
  statsByApp.set(app, stats);
  let consumers: { stop: () => Promise<void> } | undefined;
  let admin: DynsecAdmin | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastReconcile = 0;
  let soon: NodeJS.Timeout | undefined;
  const reconcile = (): void => {
    lastReconcile = Date.now();
    void admin
      ?.reconcile(ctx.db)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'mqtt: revoked device clients removed from the broker');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'mqtt: checking the broker device clients failed'));
  };
  app.addHook('onReady', async () => {
    if (config.dynsec) {
      const dynsec = connectDynsecAdmin(config);
      admin = dynsec;
      watchCredentials(ctx.db, {
        issued: async (credential, replaced) => {
          try {
            if (replaced.length > 0) await dynsec.revoke(replaced);
            await dynsec.provision(credential.deviceId, credential.deviceSecret);
          } catch (error) {
            app.log.error({ err: error, deviceId: credential.deviceId }, 'mqtt: provisioning the device at the broker failed');
          }
        },
        revoked: async (deviceIds) => {
          try {
            await dynsec.revoke(deviceIds);
          } catch (error) {
            app.log.error({ err: error, deviceIds }, 'mqtt: removing revoked devices from the broker failed (the next check retries)');
          }
        },
      });
      reconcile();
      timer = setInterval(reconcile, DYNSEC_RECONCILE_MS);
      timer.unref();
    }
    // A revoked device still publishing (a deleted machine) is removed from the broker at once, at most every RECONCILE_SOON_MS.
    consumers = startConsumers(ctx, config, app.log, stats, () => {
      if (admin === undefined || soon !== undefined) return;
      soon = setTimeout(
        () => {
          soon = undefined;
          reconcile();
        },
        Math.max(0, lastReconcile + RECONCILE_SOON_MS - Date.now()),
      );
      soon.unref();
    });
  });
  app.addHook('onClose', async () => {
    if (timer !== undefined) clearInterval(timer);
    if (soon !== undefined) clearTimeout(soon);
    watchCredentials(ctx.db, undefined);
    await consumers?.stop();
    await admin?.close();
    app.log.info({ ...stats }, 'mqtt ingest stopped');
  });
};
