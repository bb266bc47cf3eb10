/**
 * The cache tags several areas share (api.ts declares the types): a change in one area names the
 * lists of another that show its data, so they refetch (architecture 4).
 */

/** The equipment list and the fleet map (endpoints/equipment.ts, equipment-positions.ts): rows show status, tags and due service. */
export const EQUIPMENT_LIST_TAG = { type: 'Equipment' as const, id: 'LIST' };
/** One machine's detail (endpoints/equipment-detail.ts). */
export const equipmentTag = (equipmentId: string) => ({ type: 'Equipment' as const, id: equipmentId });
/** The company's warehouse list (endpoints/warehouses.ts), also drawn on the fleet map. */
export const WAREHOUSE_LIST_TAG = { type: 'Warehouse' as const, id: 'LIST' };
/** The company's tag groups and tags (endpoints/tags.ts): /tags and the equipment list's tag filter. */
export const TAG_LIST_TAG = { type: 'Tag' as const, id: 'LIST' };
/** The power overview (endpoints/power.ts): the company's power figures and its charge systems. */
export const POWER_OVERVIEW_TAG = { type: 'Power' as const, id: 'OVERVIEW' };
/** One charge system (its id is its charger gateway's): its row of the overview and its detail. */
export const chargeSystemTag = (systemId: string) => ({ type: 'ChargeSystem' as const, id: systemId });
/** One charger: the charge system detail that shows it. */
export const chargerTag = (chargerId: string) => ({ type: 'Charger' as const, id: chargerId });
/** One report of /report (endpoints/reports.ts, rules 10): inventory, usage, maintenance or power. */
export const reportTag = (kind: 'inventory' | 'usage' | 'maintenance' | 'power') => ({ type: 'Report' as const, id: kind });
/** The gateway lists of every tab (endpoints/gateways.ts, rules 14). */
export const GATEWAY_LIST_TAG = { type: 'Gateway' as const, id: 'LIST' };
/** One gateway's detail (endpoints/gateways.ts). */
export const gatewayTag = (gatewayId: string) => ({ type: 'Gateway' as const, id: gatewayId });
/** The dealer lists (endpoints/dealers.ts, rules 15): a collection change refetches them. */
export const DEALER_LIST_TAG = { type: 'Dealer' as const, id: 'LIST' };
/** The notification panel's list and the bell's unread count (endpoints/notifications.ts, rules 13). */
export const NOTIFICATION_TAG = { type: 'Notification' as const, id: 'LIST' };
/** The company's security log (endpoints/security-log.ts, rules 20.12): every page and filter of /security. */
export const SECURITY_LOG_TAG = { type: 'SecurityLog' as const, id: 'LIST' };
/** Every alert read (endpoints/alerts.ts, rules 22.4, 22.5): /alerts' pages, the bell's alert count and a machine's open alerts. */
export const ALERT_TAG = { type: 'Alert' as const, id: 'LIST' };
/** The company's alert rules (endpoints/alerts.ts, rules 22.1). */
export const ALERT_RULE_TAG = { type: 'AlertRule' as const, id: 'LIST' };
/** The company's working hours (rules 22.2). */
export const WORKING_HOURS_TAG = { type: 'AlertSettings' as const, id: 'WORKING_HOURS' };
/** The caller's own alert mail preference (rules 22.3). */
export const MY_ALERT_SETTINGS_TAG = { type: 'AlertSettings' as const, id: 'MINE' };
