/**
 * Device reports over MQTT (rules 16.12; docs/device-api.md "Reports over MQTT"; decision 0031):
 * each device publishes, with MQTT 5 and QoS 1, to its own topic of its report kind; the payload is
 * exactly the JSON body of the matching HTTP call (`deviceReport`, `gatewayReport`,
 * `chargerReport`). The device id is the `deviceId` its bind answered; at the broker it is the
 * username and the `deviceSecret` the password.
 */
export const MQTT_TOPIC_PREFIX = 'yardfleet/v1/devices';

/** The three report kinds, each the last level of a device's topic. */
export const MQTT_REPORT_KINDS = ['machine-report', 'gateway-report', 'charger-report'] as const;
/** A report kind of the MQTT topics: a machine's own reports, a device or app gateway's, a charger gateway's. */
export type MqttReportKind = (typeof MQTT_REPORT_KINDS)[number];

/** The topic a device publishes its reports of `kind` to: `yardfleet/v1/devices/{deviceId}/{kind}`. */
export const deviceReportTopic = (deviceId: string, kind: MqttReportKind): string => `${MQTT_TOPIC_PREFIX}/${deviceId}/${kind}`;

/** The device id and report kind of a report topic, or null when `topic` is not one (another prefix, depth or kind, an empty id). */
export const parseDeviceReportTopic = (topic: string): { readonly deviceId: string; readonly kind: MqttReportKind } | null => {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}/${parts[2]}` !== MQTT_TOPIC_PREFIX) return null;
  const deviceId = parts[3] ?? '';
  const kind = MQTT_REPORT_KINDS.find((k) => k === parts[4]);
  return kind === undefined || deviceId === '' ? null : { deviceId, kind };
};

/** The shared subscription group the servers join, so each message goes to one server process. */
export const MQTT_SHARE_GROUP = 'yardfleet';
/** What every server connection subscribes to: all device report topics, in the shared group. */
export const MQTT_SERVER_SUBSCRIPTION = `$share/${MQTT_SHARE_GROUP}/${MQTT_TOPIC_PREFIX}/+/+`;
