import type * as t from 'io-ts';
import { idCodec } from './brand';

/** Ids of the entities of rules 3, branded so they cannot be mixed up (rules 3.15). */
export const UserId = idCodec('UserId');
export type UserId = t.TypeOf<typeof UserId>;
export const CompanyId = idCodec('CompanyId');
export type CompanyId = t.TypeOf<typeof CompanyId>;
export const EquipmentId = idCodec('EquipmentId');
export type EquipmentId = t.TypeOf<typeof EquipmentId>;
export const TagId = idCodec('TagId');
export type TagId = t.TypeOf<typeof TagId>;
export const TagGroupId = idCodec('TagGroupId');
export type TagGroupId = t.TypeOf<typeof TagGroupId>;
export const WarehouseId = idCodec('WarehouseId');
export type WarehouseId = t.TypeOf<typeof WarehouseId>;
export const GatewayId = idCodec('GatewayId');
export type GatewayId = t.TypeOf<typeof GatewayId>;
export const MaintenanceLogId = idCodec('MaintenanceLogId');
export type MaintenanceLogId = t.TypeOf<typeof MaintenanceLogId>;
export const DealerId = idCodec('DealerId');
export type DealerId = t.TypeOf<typeof DealerId>;
export const ChargerId = idCodec('ChargerId');
export type ChargerId = t.TypeOf<typeof ChargerId>;
export const BatteryId = idCodec('BatteryId');
export type BatteryId = t.TypeOf<typeof BatteryId>;
