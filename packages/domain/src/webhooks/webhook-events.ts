/**
 * The events a webhook endpoint may subscribe to (docs/api.md "Webhooks"; docs/decisions on the
 * webhook outbox). Each delivery's body is `{ type, timestamp, data }` (Standard Webhooks' payload
 * convention), `type` one of these kinds and `data` naming what changed (`{ id }` at least), so a
 * receiver reads the current state through the API rather than trusting an old copy.
 * - `equipment.changed`: a machine's data, position, status or activity changed;
 * - `inventory.status_changed`: a machine's inventory status (in a warehouse, out for work, offline) changed;
 * - `machine.online`, `machine.offline`: a machine's device started or stopped reporting;
 * - `alert.opened`, `alert.resolved`: an alert of the company opened or was resolved (rules 22.5);
 * - `charger.port_state_changed`: a charger's ports, batteries or charge state changed;
 * - `report.sent`: a scheduled report was mailed (rules 10.10);
 * - `webhook.test`: sent only by "send a test event" to one endpoint; never subscribed.
 */
export const WEBHOOK_EVENT_KINDS = [
  'equipment.changed',
  'inventory.status_changed',
  'machine.online',
  'machine.offline',
  'alert.opened',
  'alert.resolved',
  'charger.port_state_changed',
  'report.sent',
] as const;

/** An event kind an endpoint may subscribe to. */
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];

/** The kind of the test event (never stored in an endpoint's subscriptions). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** True when `value` is a kind an endpoint may subscribe to. */
export const isWebhookEventKind = (value: string): value is WebhookEventKind => (WEBHOOK_EVENT_KINDS as readonly string[]).includes(value);

/**
 * The webhook kind a live change maps to (contract endpoints/live.ts LiveEntity): a machine's
 * change is `equipment.changed`, a charger's is `charger.port_state_changed`; other entities
 * (warehouses, gateways, notifications, charge systems) have no webhook kind, and an alert's change
 * is announced by its richer kinds where it opens or resolves. Null: no webhook event.
 */
export const webhookKindOfLiveEntity = (entity: string): WebhookEventKind | null =>
  entity === 'equipment' ? 'equipment.changed' : entity === 'charger' ? 'charger.port_state_changed' : null;

/** The roles that manage a company's webhook endpoints: the admin only (docs/roles.md "Integrations"). */
export const WEBHOOK_MANAGER_ROLES: readonly string[] = ['admin'];

/** A machine's statuses before and after a change, as the outbox reads them for its transition kinds. */
export interface MachineStatuses {
  readonly onlineStatus: string;
  readonly inventoryStatus: string;
}

/**
 * The transition events of machine `id` (docs/api.md "Webhooks"): `machine.online` / `machine.offline`
 * when its online status changed, `inventory.status_changed` (`from`, `to`) when its inventory status
 * did; none when neither changed. Every change of a machine is also `equipment.changed` (live/publish.ts).
 */
export const machineTransitionEvents = (
  id: string,
  before: MachineStatuses,
  after: MachineStatuses,
): { readonly kind: WebhookEventKind; readonly data: { readonly id: string } & Readonly<Record<string, string>> }[] => [
  ...(before.onlineStatus === after.onlineStatus
    ? []
    : [{ kind: after.onlineStatus === 'online' ? ('machine.online' as const) : ('machine.offline' as const), data: { id } }]),
  ...(before.inventoryStatus === after.inventoryStatus
    ? []
    : [{ kind: 'inventory.status_changed' as const, data: { id, from: before.inventoryStatus, to: after.inventoryStatus } }]),
];

/** The webhook kind of an alert's lifecycle effect (rules 22.4): opened or reopened is `alert.opened`, resolved `alert.resolved`; others none. */
export const webhookKindOfAlertEffect = (effect: string): WebhookEventKind | null =>
  effect === 'opened' || effect === 'reopened' ? 'alert.opened' : effect === 'resolved' ? 'alert.resolved' : null;

/** Who lists, creates, changes and deletes the company's webhook endpoints: its admin only (docs/roles.md); never an API key. */
export const canManageWebhooks = (role: 'admin' | 'manager' | 'employee' | null): boolean => role !== null && WEBHOOK_MANAGER_ROLES.includes(role);
