import type * as t from 'io-ts';
import { idCodec } from './brand';

/** Ids of SPEC 3 entities, branded so they cannot be mixed up. */
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
