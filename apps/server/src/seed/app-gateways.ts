import * as E from 'fp-ts/lib/Either.js';
import { GeoPoint } from '@yardfleet/domain/entities/units';
import { distanceMeters } from '@yardfleet/domain/geometry/distance';
import type { NewEquipment } from '../db/schema';
import { DEMO_LOGINS } from './people';

/**
 * The demo's app gateways (rules 14.6, 3.7): the phones and tablets running the mobile app, with
 * the fields the app sends when it binds them, and the machines each device or app gateway heard.
 */

/** What the mobile app sent when it bound a phone or tablet (the app gateway columns of gateways). */
export interface AppGatewayPhone {
  readonly model: string;
  readonly brand: string;
  readonly system_version: string;
  readonly app_version: string;
  readonly udid: string;
  readonly bound_email: string;
}

/** A tablet left at a depot (app_gateway_fixed), bound by a manager. */
export const DEPOT_TABLET: AppGatewayPhone = {
  model: 'Galaxy Tab Active5',
  brand: 'Samsung',
  system_version: 'Android 14',
  app_version: '4.12.0',
  udid: 'a3f9c2d17e5b0846',
  bound_email: 'hannah.okafor@demo.yardfleet.test',
};

/** The crews' phones (app_gateway_mobile), one per mobile gateway of the demo. */
export const CREW_PHONES: readonly AppGatewayPhone[] = [
  { model: 'iPhone 15', brand: 'Apple', system_version: 'iOS 18.6', app_version: '4.12.0', udid: '00008120-001A2C3E0E38801E', bound_email: DEMO_LOGINS.app },
  {
    model: 'Pixel 8',
    brand: 'Google',
    system_version: 'Android 15',
    app_version: '4.11.2',
    udid: 'f27b9d40c1e8a653',
    bound_email: 'diego.alvarez@demo.yardfleet.test',
  },
];

/** A member's phone relaying what it hears while the app is in use (app_gateway). */
export const MEMBER_PHONE: AppGatewayPhone = {
  model: 'iPhone 14',
  brand: 'Apple',
  system_version: 'iOS 18.5',
  app_version: '4.12.0',
  udid: '00008110-000C45A21E90401E',
  bound_email: DEMO_LOGINS.employee,
};

/** How far from a gateway without a warehouse a machine counts as heard by it, metres (Bluetooth with a relay). */
export const HEARD_WITHIN_M = 600;

/** A seeded gateway as the sub-device builder sees it. */
export interface HeardGateway {
  readonly id: string;
  readonly companyId: string;
  readonly warehouseId: string | null;
  readonly position: { readonly lat: number; readonly lng: number } | null;
  readonly lastConnectedAt: Date;
}

/** A gateway_sub_devices row. */
export interface SubDeviceRow {
  readonly gateway_id: string;
  readonly equipment_id: string;
  readonly company_id: string;
  readonly first_heard_at: Date;
  readonly last_heard_at: Date;
}

const DAY_MS = 86_400_000;
const pointOf = (lat: number | null | undefined, lng: number | null | undefined): GeoPoint | null => {
  const decoded = GeoPoint.decode({ lat, lng });
  return E.isRight(decoded) ? decoded.right : null;
};
const dateOf = (value: NewEquipment['last_seen_at'] | NewEquipment['added_at']): Date | null =>
  value === null || value === undefined ? null : new Date(value);

/**
 * The machines each gateway heard: at a warehouse, the company's machines standing in it
 * (`warehouseOf`); elsewhere, those last seen within HEARD_WITHIN_M of the gateway. Last heard at
 * the machine's last report (never after the gateway's last connection), first heard up to 30
 * days before (not before the machine was added). Machines never seen are not heard.
 */
export const heardMachines = (gateways: readonly HeardGateway[], machines: readonly NewEquipment[], warehouseOf: ReadonlyMap<string, string>): SubDeviceRow[] =>
  gateways.flatMap((g) =>
    machines.flatMap((m): SubDeviceRow[] => {
      const seen = dateOf(m.last_seen_at);
      if (m.id === undefined || m.company_id !== g.companyId || seen === null) return [];
      const at = pointOf(g.position?.lat, g.position?.lng);
      const machine = pointOf(m.last_lat, m.last_lng);
      const near =
        g.warehouseId !== null ? warehouseOf.get(m.id) === g.warehouseId : at !== null && machine !== null && distanceMeters(at, machine) <= HEARD_WITHIN_M;
      if (!near) return [];
      const last = new Date(Math.min(seen.getTime(), g.lastConnectedAt.getTime()));
      const added = dateOf(m.added_at) ?? last;
      const first = new Date(Math.min(last.getTime(), Math.max(added.getTime(), last.getTime() - 30 * DAY_MS)));
      return [{ gateway_id: g.id, equipment_id: m.id, company_id: g.companyId, first_heard_at: first, last_heard_at: last }];
    }),
  );
