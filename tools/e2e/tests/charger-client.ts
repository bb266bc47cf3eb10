/**
 * The charger side of the device API (rules 16.1, 11.4;
 * packages/contract/src/endpoints/charger-device.ts), driven over real HTTP from the browser tests:
 * the mobile app binds a charger gateway at a named site, and the gateway sends snapshots of its
 * chargers (port states, the battery on each port, charging power, the cumulative energy meter).
 * Nothing here is faked.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { post, sendDeviceReports, sessionHeaders, type ApiSession, type ReportAnswer } from './device-client';

/** A bound charger gateway: its id (the charge system's id) and its device credential. */
export interface BoundChargerGateway {
  readonly gatewayId: string;
  readonly deviceId: string;
  readonly deviceSecret: string;
}

/** The nine port states (rules 4.6). */
export type PortState = 'charging' | 'standby' | 'overheat' | 'error' | 'empty' | 'ready' | 'waiting' | 'discharging' | 'fully_charged';

/** One port as a charger reports it; `battery` null for an empty port. */
export interface PortReport {
  readonly number: number;
  readonly state: PortState;
  readonly powerW: number;
  readonly errorCode?: string | null;
  readonly battery: {
    readonly serialNumber: string;
    readonly stateOfChargePercent: number | null;
    readonly legacy?: boolean;
    readonly kind?: 'portable' | 'high_capacity';
    readonly capacityWh?: number;
  } | null;
}

/** One snapshot of one charger at `fixAt`: its meter (Wh since `meterStartedAt`) and its ports. */
export interface ChargerSnapshot {
  readonly fixAt: string;
  readonly serialNumber: string;
  readonly energyMeterWh: number;
  readonly meterStartedAt: string;
  readonly ports: readonly PortReport[];
}

/** Binds a charger gateway at the site `siteName` as the mobile app does (`POST /web-hmac/app/charger-gateway/bind`). */
export async function bindChargerGateway(
  request: APIRequestContext,
  session: ApiSession,
  gateway: { serialNumber: string; siteName: string; position: { lat: number; lng: number } },
): Promise<BoundChargerGateway> {
  const answer = await post<BoundChargerGateway>(
    request,
    '/web-hmac/app/charger-gateway/bind',
    {
      serialNumber: gateway.serialNumber,
      model: 'CGW-100',
      firmwareVersion: '2.1.0',
      warehouseId: null,
      siteName: gateway.siteName,
      position: gateway.position,
    },
    sessionHeaders(session, 'e2e-charger-app'),
  );
  expect(answer.code, answer.message).toBe(200);
  return answer.entry;
}

/**
 * Sends `snapshots` (one gateway report each, one charger per report, model PC-4000 with its
 * firmware) with the gateway's credential to `POST /web-hmac/device/charger/report`.
 */
export async function sendChargerReports(
  request: APIRequestContext,
  credential: { deviceId: string; deviceSecret: string },
  snapshots: readonly ChargerSnapshot[],
): Promise<ReportAnswer> {
  const body = {
    reports: snapshots.map((s) => ({
      fixAt: s.fixAt,
      position: null,
      chargers: [
        {
          serialNumber: s.serialNumber,
          model: 'PC-4000',
          firmwareVersion: '2.0.1',
          errorCode: null,
          energyMeterWh: s.energyMeterWh,
          meterStartedAt: s.meterStartedAt,
          ports: s.ports.map((p) => ({
            number: p.number,
            state: p.state,
            powerW: p.powerW,
            errorCode: p.errorCode ?? null,
            battery:
              p.battery === null
                ? null
                : {
                    serialNumber: p.battery.serialNumber,
                    kind: p.battery.kind ?? 'portable',
                    legacy: p.battery.legacy ?? false,
                    model: 'BP-560',
                    capacityWh: p.battery.capacityWh ?? 560,
                    stateOfChargePercent: p.battery.stateOfChargePercent,
                    maxCapacityPercent: 96,
                    cycleCount: 42,
                    optimizationActive: false,
                  },
          })),
        },
      ],
    })),
  };
  return sendDeviceReports(request, '/web-hmac/device/charger/report', credential, body);
}
