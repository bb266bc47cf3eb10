import type { Kysely } from 'kysely';
import { ServerCode } from '@yardfleet/contract/error-codes';
import type { RequestOf } from '@yardfleet/contract/endpoint';
import { chargerReport } from '@yardfleet/contract/endpoints/charger-device';
import { deviceReport, gatewayReport, type CarriedReport, type DeviceReport, type ReportResult } from '@yardfleet/contract/endpoints/device';
import type { Database } from '../../db/schema';
import { fail, ok, type Answer } from '../../http/answers';
import { ingestChargerReports } from './charger-ingest';
import type { DeviceIdentity } from './credentials';
import { fixTooFarAhead, futureFix, invalid } from './device-checks';
import { machineIdsBySerial, reportingGateway } from './device-queries';
import type { IncomingReport } from './fold';
import { ingestGatewayReports } from './gateway-ingest';
import { ingestReports } from './ingest';

/** Largest machine or gateway report, bytes (HTTP body or MQTT payload): 500 reports of about 300 bytes, with room. */
export const DEVICE_BODY_LIMIT_BYTES = 512 * 1024;
/**
 * Largest charger report, bytes (HTTP body or MQTT payload): a charger snapshot with six ports and
 * batteries is about 2 KB, so 4 MiB holds MAX_CHARGER_SNAPSHOTS_PER_CALL with room.
 */
export const CHARGER_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** Most charger snapshots (chargers summed over the reports) one call may carry. */
const MAX_CHARGER_SNAPSHOTS_PER_CALL = 2000;
/** Most machines one gateway call may carry, summed over its reports (rules 16.3). */
const MAX_CARRIED_PER_CALL = 500;

const unauthorized = (what = 'device'): Answer<never> =>
  fail(ServerCode.deviceUnauthorized, `The device credential is not valid. Bind the ${what} again in the mobile app.`);

const incoming = (
  equipmentId: string,
  companyId: string,
  fixAt: string,
  r: DeviceReport | CarriedReport,
  fallback: IncomingReport['position'],
): IncomingReport => ({
  equipmentId,
  companyId,
  fixAt,
  source: r.position === null && fallback !== null ? 'gateway' : 'device',
  position: r.position ?? fallback,
  activity: r.activity,
  errorCode: r.errorCode,
  errorCleared: r.errorCleared,
  firmwareVersion: r.firmwareVersion,
  battery: r.battery,
  engineHours: r.engineHours,
});

/**
 * A machine's own reports (rules 16.3 to 16.5; `device/report` over HTTP, `machine-report` over
 * MQTT, decision 0031), already decoded by the contract's codec: `device` is the authenticated
 * credential (null: none). Answers 1170010401 unless it is a machine's, 1170010001 `fixAt` when a
 * fix lies over 5 minutes ahead of `now`; otherwise one transaction stores the new reports
 * (idempotent per machine and fix time) and answers `{ accepted, duplicates, unknown: 0 }`.
 */
export const machineReportCall = async (
  db: Kysely<Database>,
  device: DeviceIdentity | null,
  input: RequestOf<typeof deviceReport>,
  now: Date,
): Promise<Answer<ReportResult>> => {
  if (device === null || device.kind !== 'equipment') return unauthorized();
  if (
    futureFix(
      input.reports.map((r) => r.fixAt),
      now,
    )
  )
    return fixTooFarAhead();
  const reports = input.reports.map((r) => incoming(device.equipmentId, device.companyId, r.fixAt, r, null));
  const result = await ingestReports(db, device.companyId, reports, now);
  return ok({ ...result, unknown: 0 });
};

/**
 * A device or app gateway's reports with the machines it carried (rules 16.3, 16.6;
 * `device/gateway/report`, MQTT `gateway-report`): 1170010401 unless `device` is a gateway that is
 * neither a charger gateway nor deleted; at most MAX_CARRIED_PER_CALL carried machines; serials not
 * of the gateway's company are counted in `unknown` and skipped. One transaction (gateway-ingest.ts).
 */
export const gatewayReportCall = async (
  db: Kysely<Database>,
  device: DeviceIdentity | null,
  input: RequestOf<typeof gatewayReport>,
  now: Date,
): Promise<Answer<ReportResult>> => {
  if (device === null || device.kind !== 'gateway') return unauthorized();
  const gateway = await reportingGateway(db, device.companyId, device.gatewayId);
  if (!gateway || gateway.kind === 'charger_gateway' || gateway.deleted_at !== null) return unauthorized();
  if (
    futureFix(
      input.reports.map((r) => r.fixAt),
      now,
    )
  )
    return fixTooFarAhead();
  const carried = input.reports.reduce((n, r) => n + r.equipment.length, 0);
  if (carried > MAX_CARRIED_PER_CALL) return invalid({ reports: { code: 'out_of_range', field: 'reports', min: 0, max: MAX_CARRIED_PER_CALL } });
  const serials = [...new Set(input.reports.flatMap((r) => r.equipment.map((e) => e.serialNumber)))];
  const idOf = await machineIdsBySerial(db, device.companyId, serials);
  const reports: IncomingReport[] = [];
  let unknown = 0;
  for (const r of input.reports) {
    for (const e of r.equipment) {
      const id = idOf.get(e.serialNumber);
      if (id === undefined) unknown += 1;
      else reports.push(incoming(id, device.companyId, r.fixAt, e, r.position));
    }
  }
  const latest = [...input.reports].sort((a, b) => Date.parse(b.fixAt) - Date.parse(a.fixAt))[0] ?? null;
  const result = await ingestGatewayReports(db, { id: gateway.id, companyId: device.companyId }, reports, latest, now);
  return ok({ ...result, unknown });
};

/**
 * A charger gateway's snapshots of its chargers (rules 11.4 to 11.6; `device/charger/report`, MQTT
 * `charger-report`): 1170010401 unless `device` is a charger gateway that is not deleted; at most
 * MAX_CHARGER_SNAPSHOTS_PER_CALL snapshots; one transaction (charger-ingest.ts).
 */
export const chargerReportCall = async (
  db: Kysely<Database>,
  device: DeviceIdentity | null,
  input: RequestOf<typeof chargerReport>,
  now: Date,
): Promise<Answer<ReportResult>> => {
  if (device === null || device.kind !== 'gateway') return unauthorized('charger gateway');
  const gateway = await reportingGateway(db, device.companyId, device.gatewayId);
  if (!gateway || gateway.kind !== 'charger_gateway' || gateway.deleted_at !== null) return unauthorized('charger gateway');
  if (
    futureFix(
      input.reports.map((r) => r.fixAt),
      now,
    )
  )
    return fixTooFarAhead();
  const snapshots = input.reports.reduce((n, r) => n + r.chargers.length, 0);
  if (snapshots > MAX_CHARGER_SNAPSHOTS_PER_CALL) {
    return invalid({ reports: { code: 'out_of_range', field: 'reports', min: 0, max: MAX_CHARGER_SNAPSHOTS_PER_CALL } });
  }
  const result = await ingestChargerReports(
    db,
    { gatewayId: gateway.id, companyId: gateway.company_id, warehouseId: gateway.warehouse_id },
    input.reports,
    now,
  );
  return ok(result);
};
