import { hostname } from 'node:os';

/**
 * Device reports over MQTT (decision 0031; docs/deploy.md "Device reports over MQTT"), read by
 * `loadConfig` from the environment:
 * - `MQTT_URL` (`mqtt://`, `mqtts://`, `ws://` or `wss://`): the broker; unset, no MQTT at all.
 * - `MQTT_USERNAME` / `MQTT_PASSWORD`: the server's own login at the broker (required with MQTT_DYNSEC).
 * - `MQTT_DYNSEC` (`on` or `off`, default off): provision device clients in Mosquitto's dynamic
 *   security plugin when devices bind, and remove revoked ones.
 * - `MQTT_CONSUMERS` (1 to 32, default 4): connections of this process in the shared subscription.
 * - `MQTT_CLIENT_ID` (default `yardfleet-<host>-<PORT>`): stable prefix of this process's client
 *   ids (`<prefix>-<n>`), so a restarted process resumes its persistent sessions; a WORKERS worker
 *   adds `-w<slot>` (WORKER_SLOT, set by the cluster primary and kept by a replaced worker).
 */
export interface MqttConfig {
  readonly url: string;
  readonly username: string | null;
  readonly password: string | null;
  readonly dynsec: boolean;
  readonly consumers: number;
  readonly clientId: string;
}

/** The MQTT part of the server's configuration: null when MQTT_URL is unset. */
export interface MqttSettings {
  readonly mqtt: MqttConfig | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the MQTT variables of `env` (see MqttConfig), pushing a message per invalid variable onto
 * `problems` (loadConfig throws them together). `port` is the server's PORT, part of the default client id.
 */
export const mqttSettingsOf = (env: Env, problems: string[], port: number): MqttSettings => {
  const url = env['MQTT_URL']?.trim() ?? '';
  const username = env['MQTT_USERNAME']?.trim() ?? '';
  const password = env['MQTT_PASSWORD'] ?? '';
  const rawDynsec = env['MQTT_DYNSEC']?.trim() ?? '';
  const rawConsumers = env['MQTT_CONSUMERS']?.trim() ?? '';
  const slot = env['WORKER_SLOT']?.trim() ?? '';
  const clientId = (env['MQTT_CLIENT_ID']?.trim() || `yardfleet-${hostname()}-${port}`) + (/^\d{1,2}$/.test(slot) ? `-w${slot}` : '');
  if (url === '') return { mqtt: null };
  const before = problems.length;
  if (!/^(mqtts?|wss?):\/\/[^/]+/.test(url)) problems.push('MQTT_URL must start with mqtt://, mqtts://, ws:// or wss://');
  if (rawDynsec !== '' && rawDynsec !== 'on' && rawDynsec !== 'off') problems.push('MQTT_DYNSEC must be on or off');
  if (rawDynsec === 'on' && (username === '' || password === ''))
    problems.push('MQTT_DYNSEC=on needs MQTT_USERNAME and MQTT_PASSWORD (the dynamic security admin)');
  const consumers = rawConsumers === '' ? 4 : Number(rawConsumers);
  if (!Number.isInteger(consumers) || consumers < 1 || consumers > 32)
    problems.push(`MQTT_CONSUMERS must be a whole number from 1 to 32 (got "${rawConsumers}")`);
  if (!/^[\w.-]{1,40}$/.test(clientId)) problems.push('MQTT_CLIENT_ID must be 1 to 36 letters, digits, dots, dashes or underscores');
  if (problems.length > before) return { mqtt: null };
  return {
    mqtt: { url, username: username === '' ? null : username, password: password === '' ? null : password, dynsec: rawDynsec === 'on', consumers, clientId },
  };
};
