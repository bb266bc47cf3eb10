import * as E from 'fp-ts/lib/Either.js';
import { IsoDateTime } from '@yardfleet/domain/entities/brand';
import { isAppGatewayKind, type Gateway, type GatewayPlace, type GatewaySubDevice } from '@yardfleet/domain/entities/gateway';
import { ChargerId, EquipmentId, GatewayId, WarehouseId } from '@yardfleet/domain/entities/ids';
import { Count, GeoPoint } from '@yardfleet/domain/entities/units';
import { isSubDeviceConnected } from '@yardfleet/domain/gateways/gateway-rules';
import { NEVER_ONLINE, onlineStatusAt } from '@yardfleet/domain/machines/online-status';
import { deviceOnlineStatus } from '@yardfleet/domain/machines/power-summary';
import { asBranded } from '../../http/ids';
import type { GatewayRow, HeardMachineRow, LinkedChargerRow } from './gateway-queries';

/**
 * The contract views of the gateway reads (endpoints/gateways.ts) built from the rows of
 * gateway-queries.ts with the domain's rules: online status (`onlineStatusAt` of the last
 * connection), connected sub-devices (`isSubDeviceConnected`; chargers: `deviceOnlineStatus`).
 */

const isoOrNull = (value: Date | string | null): IsoDateTime | null => (value === null ? null : asBranded(IsoDateTime, new Date(value).toISOString()));

const countOf = (n: number): Count => {
  const decoded = Count.decode(n);
  if (E.isLeft(decoded)) throw new Error(`stored count ${n} is not a valid Count`);
  return decoded.right;
};

const pointOf = (lat: number | null, lng: number | null): GeoPoint | null => {
  if (lat === null || lng === null) return null;
  const decoded = GeoPoint.decode({ lat, lng });
  return E.isRight(decoded) ? decoded.right : null;
};

/** Its warehouse (id, name), else its named site (a charge system's, rules 11.1), else null. */
const placeOf = (r: GatewayRow): GatewayPlace | null => {
  if (r.warehouse_id !== null && r.warehouse_name !== null) return { warehouseId: asBranded(WarehouseId, r.warehouse_id), name: r.warehouse_name };
  if (r.site_name !== null && r.site_name.trim() !== '') return { warehouseId: null, name: r.site_name };
  return null;
};

/**
 * The gateway (rules 3.7) at `now`: online within OFFLINE_AFTER_MS of its last connection; `app`
 * (brand, system and app version, UDID, email) for the app gateway kinds only (an unknown stored
 * field reads as an empty text).
 */
export const gatewayViewOf = (r: GatewayRow, now: Date): Gateway => {
  const lastConnectedAt = isoOrNull(r.last_connected_at);
  return {
    id: asBranded(GatewayId, r.id),
    kind: r.kind,
    model: r.model,
    serialNumber: r.serial_number,
    firmwareVersion: r.firmware_version,
    subDeviceCount: countOf(r.sub_devices),
    connectedDeviceCount: countOf(r.connected),
    location: pointOf(r.lat, r.lng),
    place: placeOf(r),
    lastConnectedAt,
    onlineStatus: onlineStatusAt(lastConnectedAt === null ? NEVER_ONLINE : { status: 'online', lastSeenAt: lastConnectedAt }, now),
    resetAt: isoOrNull(r.reset_at),
    deletedAt: isoOrNull(r.deleted_at),
    app: isAppGatewayKind(r.kind)
      ? { brand: r.brand ?? '', systemVersion: r.system_version ?? '', appVersion: r.app_version ?? '', udid: r.udid ?? '', email: r.bound_email ?? '' }
      : null,
  };
};

/** A machine the gateway heard: connected when heard within the online window at `now`. */
export const heardMachineViewOf = (m: HeardMachineRow, now: Date): GatewaySubDevice => {
  const lastHeardAt = isoOrNull(m.last_heard_at);
  return {
    kind: 'equipment',
    id: asBranded(EquipmentId, m.id),
    name: m.name,
    serialNumber: m.serial_number,
    model: m.model_number,
    category: m.category,
    lastHeardAt,
    connected: isSubDeviceConnected(lastHeardAt, now),
  };
};

/** Names in natural order ("Charger 2" before "Charger 10"), then id, as the power screens sort chargers. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The chargers of a charger gateway by name: connected when the charger is online at `now` (its last report). */
export const linkedChargerViewsOf = (rows: readonly LinkedChargerRow[], now: Date): GatewaySubDevice[] =>
  [...rows]
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id))
    .map((c) => {
      const lastHeardAt = isoOrNull(c.last_report_at);
      return {
        kind: 'charger' as const,
        id: asBranded(ChargerId, c.id),
        name: c.name,
        serialNumber: c.serial_number,
        model: c.model,
        category: 'charger' as const,
        lastHeardAt,
        connected: deviceOnlineStatus(lastHeardAt, now) === 'online',
      };
    });
