import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { Battery, ChargerError } from './charger';
import { Company, isIanaTimeZone } from './company';
import { Dealer } from './dealer';
import { EquipmentDetail } from './equipment-detail';
import { Gateway } from './gateway';
import { EquipmentId, WarehouseId } from './ids';
import { MaintenanceLog, ReminderPlan } from './maintenance-log';
import { Person } from './person';
import { Tag, TagGroup } from './tag';
import { Percent } from './units';
import { UserInfo } from './user-info';
import { canDeleteWarehouse, Warehouse } from './warehouse';

const ok = (codec: t.Mixed, value: unknown) => expect(E.isRight(codec.decode(value))).toBe(true);
const bad = (codec: t.Mixed, value: unknown) => expect(E.isLeft(codec.decode(value))).toBe(true);

const point = { lat: 52.0907, lng: 5.1214 };
const health = { maxCapacityPercent: 86, chargeCycleCount: 212 };
const detail = {
  id: 'eq-1',
  name: 'Front lawn mower',
  pictureUrl: null,
  serialNumber: 'LM2150-000123',
  category: 'mower',
  modelNumber: 'LM2150',
  inventoryStatus: 'out_for_work',
  tags: [{ id: 't1', name: 'North crew', groupId: 'g1', groupName: 'Crews' }],
  onlineStatus: 'online',
  lastSeenAt: '2026-11-22T05:30:00.000Z',
  serviceDue: null,
  errorCode: null,
  firmwareVersion: '3.2.1',
  batteryHealth: health,
  addedAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2026-11-22T05:30:00.000Z',
  location: point,
  engineHours: 412.5,
  activity: 'mowing',
  service: { lastServiceAt: null, reminder: { kind: 'engine_hours', every: 100, sinceEngineHours: 400 } },
};
const battery = {
  id: 'b1',
  serialNumber: 'BH1500-77',
  kind: 'high_capacity',
  legacy: false,
  capacityWh: 1500,
  stateOfChargePercent: 45,
  state: 'charging',
  health,
  optimizationActive: false,
};

describe('entities decode what rules 3 lists and refuse the rest', () => {
  it('company: a name and an IANA time zone', () => {
    ok(Company, { id: 'c1', name: 'Green Acres', timeZone: 'Europe/Amsterdam', version: 'FULL_VERSION' });
    ok(Company, { id: 'c1', name: 'Green Acres', timeZone: 'UTC', version: 'POWER_VERSION' });
    bad(Company, { id: 'c1', name: 'Green Acres', timeZone: 'Mars/Olympus', version: 'FULL_VERSION' });
    bad(Company, { id: 'c1', name: 'Green Acres', timeZone: 'Europe/Amsterdam', version: 'LITE' });
  });

  it.each([
    ['America/Chicago', true],
    ['Europe/Berlin', true],
    ['UTC', true],
    ['Asia/Kolkata', true],
    ['', false],
    ['Europe/Atlantis', false],
    ['GMT+25', false],
    ['x'.repeat(65), false],
  ])('time zone %s is valid: %s', (zone, valid) => {
    expect(isIanaTimeZone(zone)).toBe(valid);
  });

  it('person: role, status, invitation and activation times', () => {
    const person = {
      id: 'u1',
      firstName: 'Bob',
      lastName: 'Smit',
      email: 'bob@example.com',
      role: 'manager',
      status: 'invited',
      invitedAt: '2026-01-01T00:00:00.000Z',
      activatedAt: null,
      invitationEmail: 'bob@example.com',
    };
    ok(Person, person);
    bad(Person, { ...person, role: 'owner' });
    bad(Person, { ...person, status: 'pending' });
  });

  it('user info as login/info answers it', () => {
    ok(UserInfo, {
      id: 'u1',
      name: 'Ann Devries',
      firstName: 'Ann',
      lastName: 'Devries',
      email: 'ann@example.com',
      companyName: null,
      companyRole: 'FULL_VERSION',
      userType: 2,
      role: null,
    });
  });

  it('equipment detail: every field of rules 3.4', () => {
    ok(EquipmentDetail, detail);
    ok(EquipmentDetail, { ...detail, location: null, errorCode: 'E-204' });
    bad(EquipmentDetail, { ...detail, activity: 'sleeping' });
    bad(EquipmentDetail, { ...detail, batteryHealth: { maxCapacityPercent: 120, chargeCycleCount: 3 } });
    bad(EquipmentDetail, { ...detail, batteryHealth: { maxCapacityPercent: 90, chargeCycleCount: 2.5 } });
    bad(EquipmentDetail, { ...detail, engineHours: -1 });
  });

  it('maintenance log and reminder plans (1 to 9999 units)', () => {
    const log = {
      id: 'm1',
      equipmentId: 'eq-1',
      serviceType: 'repair',
      date: '2026-06-01T09:00:00.000Z',
      runtime: 300,
      laborTime: 90,
      expense: { minorUnits: 12_950, currency: 'EUR' },
      performedBy: 'Green Acres workshop',
      details: 'Replaced blade',
      reminder: { kind: 'off' },
    };
    ok(MaintenanceLog, log);
    bad(MaintenanceLog, { ...log, serviceType: 'cleaning' });
    bad(MaintenanceLog, { ...log, expense: { minorUnits: 1.5, currency: 'EUR' } });
    ok(ReminderPlan, { kind: 'date', every: 9999, unit: 'months', since: '2026-06-01T09:00:00.000Z' });
    bad(ReminderPlan, { kind: 'date', every: 0, unit: 'months', since: '2026-06-01T09:00:00.000Z' });
    bad(ReminderPlan, { kind: 'engine_hours', every: 10_000, sinceEngineHours: 0 });
  });

  it('tag group and tag', () => {
    ok(TagGroup, { id: 'g1', name: 'Crews' });
    ok(Tag, { id: 't1', name: 'North crew', groupId: 'g1', groupName: 'Crews' });
  });

  it('gateway and app gateway', () => {
    const gw = {
      id: 'gw1',
      kind: 'device_gateway',
      model: 'YG-200',
      serialNumber: 'YG200-0042',
      firmwareVersion: '1.4.0',
      subDeviceCount: 12,
      connectedDeviceCount: 3,
      location: point,
      place: null,
      lastConnectedAt: null,
      onlineStatus: 'offline',
      resetAt: null,
      deletedAt: null,
      app: null,
    };
    ok(Gateway, gw);
    bad(Gateway, { ...gw, kind: 'router' });
    ok(Gateway, {
      ...gw,
      kind: 'app_gateway_mobile',
      app: { brand: 'Google', systemVersion: 'Android 15', appVersion: '4.2.0', udid: 'A1B2', email: 'crew@example.com' },
    });
    bad(Gateway, { ...gw, app: { brand: 'Google' } });
    bad(Gateway, { ...gw, subDeviceCount: -1 });
  });

  it('dealer with distance in miles', () => {
    const dealer = {
      id: 'd1',
      code: 'US-IL-0001',
      name: 'Midwest Mower Supply',
      address: '100 W Main St',
      town: 'Naperville',
      city: 'DuPage County',
      state: 'IL',
      country: 'US',
      category: 'service_center',
      telephone: '+1 630 555 0100',
      postcode: '60540',
      region: 'us_midwest',
      email: 'service@example.com',
      website: 'https://example.com',
      location: point,
      distanceMiles: 12.4,
      inMyCollection: true,
    };
    ok(Dealer, dealer);
    ok(Dealer, { ...dealer, distanceMiles: null });
    bad(Dealer, { ...dealer, distanceMiles: -3 });
    bad(Dealer, { ...dealer, category: 'Service dealer' });
    bad(Dealer, { ...dealer, region: 'na' });
  });

  it('warehouse: radius in metres within the set-up bounds, gateways to reset before deleting', () => {
    const w = { id: 'w1', name: 'Utrecht depot', location: point, radius: 250, linkedGatewayCount: 2 };
    ok(Warehouse, w);
    bad(Warehouse, { ...w, radius: 5 });
    bad(Warehouse, { ...w, location: { lat: 91, lng: 0 } });
    expect(canDeleteWarehouse(w)).toBe(false);
    expect(canDeleteWarehouse({ linkedGatewayCount: 0 })).toBe(true);
  });

  it('batteries and charger errors', () => {
    ok(Battery, battery);
    ok(Battery, { ...battery, legacy: true, stateOfChargePercent: null, kind: 'portable' });
    bad(Battery, { ...battery, state: 'sleeping' });
    ok(ChargerError, { code: 'P-17', suggestionKey: 'charger.error.P-17' });
    bad(ChargerError, { code: 'P-17' });
  });

  it('branded ids and units keep their meaning', () => {
    bad(EquipmentId, '');
    bad(WarehouseId, 'x'.repeat(65));
    ok(Percent, 100);
    bad(Percent, 100.1);
  });
});
