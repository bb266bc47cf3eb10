import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('MQTT configuration (decision 0031)', () => {
  it('is off without MQTT_URL, and on with defaults when it is set', () => {
    expect(loadConfig({}, '/repo').mqtt).toBeNull();
    const mqtt = loadConfig({ MQTT_URL: 'mqtt://127.0.0.1:1883', PORT: '8081' }, '/repo').mqtt;
    expect(mqtt).toMatchObject({ url: 'mqtt://127.0.0.1:1883', username: null, password: null, dynsec: false, consumers: 4 });
    expect(mqtt?.clientId).toMatch(/^yardfleet-.+-8081$/);
  });

  it('gives each cluster worker slot its own client ids, and takes MQTT_CLIENT_ID as the prefix', () => {
    expect(loadConfig({ MQTT_URL: 'mqtts://broker:8883', MQTT_CLIENT_ID: 'fleet-a', WORKER_SLOT: '1' }, '/repo').mqtt?.clientId).toBe('fleet-a-w1');
    expect(loadConfig({ MQTT_URL: 'mqtts://broker:8883', MQTT_CLIENT_ID: 'fleet-a' }, '/repo').mqtt?.clientId).toBe('fleet-a');
  });

  it('refuses a bad URL, dynamic security without the admin login, and a consumer count out of range, naming each', () => {
    expect(() => loadConfig({ MQTT_URL: 'http://broker' }, '/repo')).toThrow(/MQTT_URL must start with mqtt:\/\//);
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker', MQTT_DYNSEC: 'on' }, '/repo')).toThrow(/MQTT_DYNSEC=on needs MQTT_USERNAME and MQTT_PASSWORD/);
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker', MQTT_DYNSEC: 'yes' }, '/repo')).toThrow(/MQTT_DYNSEC must be on or off/);
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker', MQTT_CONSUMERS: '0' }, '/repo')).toThrow(ConfigError);
    expect(loadConfig({ MQTT_URL: 'mqtt://broker', MQTT_DYNSEC: 'on', MQTT_USERNAME: 'admin', MQTT_PASSWORD: 'secret' }, '/repo').mqtt?.dynsec).toBe(true);
  });
});
