import { LIVE_RETRY_MS, type LiveEntity, type LiveEvent } from '@yardfleet/contract/endpoints/live';

/**
 * The text of the live stream (text/event-stream, contract endpoints/live.ts): each message ends
 * with an empty line. Entity ids never hold a line break (UUIDs and short keys), and JSON escapes
 * one anyway, so a `data:` line is always one line.
 */

/** The first message: how long the client waits before reconnecting, ms. */
export const RETRY_MESSAGE = `retry: ${LIVE_RETRY_MS}\n\n`;

/** The comment line that keeps proxies from closing an idle stream. */
export const HEARTBEAT_MESSAGE = ': heartbeat\n\n';

/** Events the client missed were dropped (or may have been): refetch everything. */
export const RESET_MESSAGE = 'event: reset\ndata: {}\n\n';

/** One change: `id: <event id>`, `event: change`, `data: {"entity":...,"id":...}` (LiveEvent). */
export const changeMessage = (eventId: string, entity: LiveEntity, entityId: string): string => {
  const data: Pick<LiveEvent, 'entity'> & { readonly id: string } = { entity, id: entityId };
  return `id: ${eventId}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
};
