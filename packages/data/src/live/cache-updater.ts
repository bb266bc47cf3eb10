import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveEvent } from '@yardfleet/contract/endpoints/live';
import { api } from '../api';
import {
  ALERT_TAG,
  EQUIPMENT_LIST_TAG,
  GATEWAY_LIST_TAG,
  NOTIFICATION_TAG,
  POWER_OVERVIEW_TAG,
  WAREHOUSE_LIST_TAG,
  chargeSystemTag,
  chargerTag,
  equipmentTag,
  gatewayTag,
  reportTag,
} from '../cache-tags';
import type { LiveMessage } from './live-stream';

/** Changes arriving within this window are refetched together, ms. */
export const LIVE_COALESCE_MS = 500;

type ApiTag = NonNullable<Parameters<typeof api.util.invalidateTags>[0][number]>;

/**
 * The cached reads that show an entity of a live `change` event (rules 12.6):
 * - charger: its charge system's detail (`{ type: 'Charger', id }`), the power overview and the
 *   power report;
 * - charge_system: its detail and overview row (`{ type: 'ChargeSystem', id }`), the overview
 *   figures and the power report;
 * - equipment: its detail, the equipment list and the fleet map (the list tag), the inventory
 *   report (a snapshot of now). Not the usage report: it sums a period's stored reports for the
 *   whole fleet, and a reporting fleet would have it recomputed twice a second; it refreshes when
 *   its period or filters change, or on a reset;
 * - warehouse: the warehouse list and the warehouse, the equipment list and the fleet map (a
 *   warehouse change re-classifies inventory statuses, as the warehouse mutations say), the power
 *   overview (a charge system at a warehouse is named after it), the inventory and power reports;
 * - gateway (rules 14): its detail, the gateway lists and the warehouse list (its linked gateway
 *   count follows a bind, reset or delete);
 * - notification (rules 13): the notification list and the bell's unread count;
 * - alert (rules 22.5): every alert read (/alerts' pages, the bell's alert count, a machine's open
 *   alerts).
 */
export const liveTagsFor = (event: LiveEvent): readonly ApiTag[] => {
  switch (event.entity) {
    case 'charger':
      return [chargerTag(event.id), POWER_OVERVIEW_TAG, reportTag('power')];
    case 'charge_system':
      return [chargeSystemTag(event.id), POWER_OVERVIEW_TAG, reportTag('power')];
    case 'equipment':
      return [equipmentTag(event.id), EQUIPMENT_LIST_TAG, reportTag('inventory')];
    case 'warehouse':
      return [WAREHOUSE_LIST_TAG, { type: 'Warehouse', id: event.id }, EQUIPMENT_LIST_TAG, POWER_OVERVIEW_TAG, reportTag('inventory'), reportTag('power')];
    case 'gateway':
      return [gatewayTag(event.id), GATEWAY_LIST_TAG, WAREHOUSE_LIST_TAG];
    case 'notification':
      return [NOTIFICATION_TAG];
    case 'alert':
      return [ALERT_TAG];
  }
};

/** What `event: reset` refetches: every read of the areas the stream speaks of (any id). */
export const LIVE_RESET_TAGS: readonly ApiTag[] = ['Power', 'ChargeSystem', 'Charger', 'Equipment', 'Warehouse', 'Report', 'Gateway', 'Notification', 'Alert'];

export interface LiveCacheUpdater {
  /** Takes one message; its tags are invalidated with the others of the same window. */
  readonly push: (message: LiveMessage) => void;
  /** Drops what is pending, without invalidating (the reading stopped: logout, session cleared). */
  readonly cancel: () => void;
}

const tagKey = (tag: ApiTag): string => (typeof tag === 'string' ? tag : `${tag.type}:${String(tag.id)}`);

/**
 * Turns live messages into RTK Query refetches: the tags of every message arriving within
 * `windowMs` of the first one (LIVE_COALESCE_MS by default) are gathered, without duplicates, into
 * ONE `api.util.invalidateTags`, so a busy fleet refetches each shown read at most once a window
 * instead of once per report. A `reset` in the window invalidates LIVE_RESET_TAGS instead.
 */
export const createLiveCacheUpdater = (dispatch: Dispatch<UnknownAction>, windowMs: number = LIVE_COALESCE_MS): LiveCacheUpdater => {
  let pending = new Map<string, ApiTag>();
  let resetPending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = (): void => {
    clearTimeout(timer);
    timer = undefined;
    pending = new Map();
    resetPending = false;
  };

  const flush = (): void => {
    const tags = resetPending ? [...LIVE_RESET_TAGS] : [...pending.values()];
    clear();
    if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
  };

  return {
    push: (message) => {
      if (message.kind === 'reset') resetPending = true;
      else for (const tag of liveTagsFor(message.event)) pending.set(tagKey(tag), tag);
      timer ??= setTimeout(flush, windowMs);
    },
    cancel: clear,
  };
};
