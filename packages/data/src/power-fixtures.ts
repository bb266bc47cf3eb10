import type * as t from 'io-ts';
import type { ChargeSystemSummary, ChargerView, PortStateCounts, chargeSystemDetail, powerOverview } from '@yardfleet/contract/endpoints/power';

/**
 * Wire values of the power endpoints (contract endpoints/power.ts) for tests and MSW handlers:
 * each builder gives a value the contract's codec accepts, with plain fields a test may override.
 * Energies Wh, power W, times ISO 8601 UTC.
 */

type Wire<C extends t.Mixed> = t.OutputOf<C>;
export type ChargeSystemSummaryWire = Wire<typeof ChargeSystemSummary>;
export type ChargerViewWire = Wire<typeof ChargerView>;
export type PowerOverviewWire = Wire<typeof powerOverview.response>;
export type ChargeSystemDetailWire = Wire<typeof chargeSystemDetail.response>;

/** Ports per state, all 0 unless given. */
export const portStateCountsFixture = (counts: Partial<Wire<typeof PortStateCounts>> = {}): Wire<typeof PortStateCounts> => ({
  charging: 0,
  standby: 0,
  overheat: 0,
  error: 0,
  empty: 0,
  ready: 0,
  waiting: 0,
  discharging: 0,
  fully_charged: 0,
  ...counts,
});

/** An online charge system at no warehouse, with one online charger and nothing on its ports. */
export const chargeSystemSummaryFixture = (fields: Partial<ChargeSystemSummaryWire> = {}): ChargeSystemSummaryWire => ({
  id: 'gw_power_1',
  name: 'Depot A',
  warehouseId: null,
  siteName: 'Depot A',
  location: { lat: 52.52, lng: 13.405 },
  gatewaySerialNumber: 'CGW-0001',
  gatewayModel: 'CG-100',
  firmwareVersion: '1.0.0',
  onlineStatus: 'online',
  lastConnectedAt: '2026-01-01T08:00:00.000Z',
  resetAt: null,
  chargerCount: 1,
  chargersOnline: 1,
  portStates: portStateCountsFixture({ empty: 2 }),
  portsUnknown: 0,
  portsUnknownSince: null,
  chargersNeedingAttention: 0,
  faults: [],
  batteryCount: 0,
  energyTodayWh: 0,
  ...fields,
});

/** An online charger with two empty ports and no energy charged. */
export const chargerViewFixture = (fields: Partial<ChargerViewWire> = {}): ChargerViewWire => ({
  id: 'chg_power_1',
  name: 'Charger 1',
  model: 'PC-2',
  serialNumber: 'PC2-0001',
  firmwareVersion: '1.0.0',
  onlineStatus: 'online',
  lastReportAt: '2026-01-01T08:00:00.000Z',
  error: null,
  ports: [1, 2].map((number) => ({
    number,
    state: 'empty' as const,
    stateKnown: true,
    powerW: 0,
    battery: null,
    remainingSeconds: null,
    estimatedCompletionAt: null,
    error: null,
  })),
  energyTodayWh: 0,
  historicalTotalWh: 0,
  dailyAverageWh: 0,
  ...fields,
});

/** The entry of `GET web/power/overview` for these systems, figures all 0 unless given, time zone Europe/Berlin. */
export const powerOverviewFixture = (
  systems: readonly ChargeSystemSummaryWire[] = [chargeSystemSummaryFixture()],
  figures: Partial<PowerOverviewWire['figures']> = {},
): PowerOverviewWire => ({
  figures: {
    chargersOnline: 0,
    chargersOffline: 0,
    batteriesCharging: 0,
    batteriesReady: 0,
    batteriesFaulty: 0,
    portsUnknown: 0,
    chargersNeedingAttention: 0,
    energyTodayWh: 0,
    energyThisMonthWh: 0,
    ...figures,
  },
  systems: [...systems],
  timeZone: 'Europe/Berlin',
});

/** The entry of `POST web/power/system` for this system and these chargers, time zone Europe/Berlin. */
export const chargeSystemDetailFixture = (
  system: ChargeSystemSummaryWire = chargeSystemSummaryFixture(),
  chargers: readonly ChargerViewWire[] = [chargerViewFixture()],
): ChargeSystemDetailWire => ({ system, chargers: [...chargers], timeZone: 'Europe/Berlin' });
