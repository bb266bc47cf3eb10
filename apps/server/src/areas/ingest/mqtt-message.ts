import type { Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { RequestOf } from '@yardfleet/contract/endpoint';
import { chargerReport } from '@yardfleet/contract/endpoints/charger-device';
import { deviceReport, gatewayReport, type ReportResult } from '@yardfleet/contract/endpoints/device';
import { parseDeviceReportTopic, type MqttReportKind } from '@yardfleet/contract/endpoints/device-mqtt';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { HttpFailure, type Answer, type EnvelopeBody } from '../../http/answers';
import { decodeInput } from '../../http/registrar';
import { deviceOfId, type DeviceIdentity } from './credentials';
import { CHARGER_BODY_LIMIT_BYTES, DEVICE_BODY_LIMIT_BYTES, chargerReportCall, gatewayReportCall, machineReportCall } from './report-calls';

/**
 * What became of one MQTT message (decision 0031): `stored` (its transaction committed; `result`
 * counts new reports and duplicates), `refused` (malformed: not a report topic, over the size limit,
 * not UTF-8 JSON, refused by the contract's decoding or by the report's checks; `reason` is the
 * HTTP error or envelope code it would have had), `unauthenticated` (the topic's device id is not a
 * live credential of that report kind). Only `stored` wrote anything.
 */
export type MessageOutcome =
  | { readonly kind: 'stored'; readonly result: ReportResult }
  | { readonly kind: 'refused'; readonly reason: string; readonly detail?: unknown }
  | { readonly kind: 'unauthenticated' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

const limitOf = (kind: MqttReportKind): number => (kind === 'charger-report' ? CHARGER_BODY_LIMIT_BYTES : DEVICE_BODY_LIMIT_BYTES);

type Decoded<A> = { readonly input: A } | { readonly refused: EnvelopeBody };
const refusedOf = (decoded: { readonly refused: EnvelopeBody }): MessageOutcome => ({
  kind: 'refused',
  reason: String(decoded.refused.code),
  detail: decoded.refused.entry,
});

/** Decodes `raw` with the codec of `kind` and runs it through the same report call as its HTTP route. */
const callOf = async (
  kind: MqttReportKind,
  raw: unknown,
  db: Kysely<Database>,
  device: () => Promise<DeviceIdentity | null>,
  now: () => Date,
): Promise<MessageOutcome | Answer<ReportResult>> => {
  if (kind === 'machine-report') {
    const decoded: Decoded<RequestOf<typeof deviceReport>> = decodeInput(deviceReport.request, raw);
    return 'refused' in decoded ? refusedOf(decoded) : machineReportCall(db, await device(), decoded.input, now());
  }
  if (kind === 'gateway-report') {
    const decoded: Decoded<RequestOf<typeof gatewayReport>> = decodeInput(gatewayReport.request, raw);
    return 'refused' in decoded ? refusedOf(decoded) : gatewayReportCall(db, await device(), decoded.input, now());
  }
  const decoded: Decoded<RequestOf<typeof chargerReport>> = decodeInput(chargerReport.request, raw);
  return 'refused' in decoded ? refusedOf(decoded) : chargerReportCall(db, await device(), decoded.input, now());
};

/**
 * Handles one MQTT message on `topic` (rules 16.12, decision 0031) exactly as the HTTP device calls
 * handle a body: the size limit of the report kind (512 KiB; charger reports 4 MiB), strict UTF-8
 * JSON, the contract's decoding (unknown fields, text the database cannot store: decision 0012),
 * then the report call with the credential named by the topic (the broker checked its secret).
 * Throws only what the database throws (the caller tries again and does not acknowledge).
 */
export const handleReportMessage = async (db: Kysely<Database>, clock: Clock, topic: string, payload: Buffer): Promise<MessageOutcome> => {
  const parsed = parseDeviceReportTopic(topic);
  if (parsed === null) return { kind: 'refused', reason: 'unknown_topic' };
  if (payload.length > limitOf(parsed.kind)) return { kind: 'refused', reason: 'body_too_large', detail: { bytes: payload.length, max: limitOf(parsed.kind) } };
  let raw: unknown;
  try {
    raw = JSON.parse(utf8.decode(payload));
  } catch {
    return { kind: 'refused', reason: 'invalid_json' };
  }
  let answer: MessageOutcome | Answer<ReportResult>;
  try {
    answer = await callOf(
      parsed.kind,
      raw,
      db,
      () => deviceOfId(db, parsed.deviceId),
      () => clock.now(),
    );
  } catch (error) {
    if (error instanceof HttpFailure) return { kind: 'refused', reason: error.error, detail: error.details };
    throw error;
  }
  if (answer.kind === 'ok') return { kind: 'stored', result: answer.entry };
  if (answer.kind === 'fail') {
    if (answer.code === ServerCode.deviceUnauthorized) return { kind: 'unauthenticated' };
    return { kind: 'refused', reason: String(answer.code), detail: answer.entry };
  }
  return answer;
};
