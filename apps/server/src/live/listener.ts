import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Kysely } from 'kysely';
import { LiveEntity } from '@yardfleet/contract/endpoints/live';
import { channelListenerFor } from '../db/connect';
import type { Database } from '../db/schema';
import type { LiveHub } from './hub';
import { LIVE_CHANNEL } from './publish';

/** A NOTIFY of publishChanges: company id and its events `[eventId, entity, entityId]` in id order. */
const ChangePayload = t.type({ c: t.string, e: t.array(t.tuple([t.string, LiveEntity, t.string])) });
/** A NOTIFY of publishSessionEnded: the token hash of a session that logged out. */
const SessionEndedPayload = t.type({ s: t.string });
const Payload = t.union([ChangePayload, SessionEndedPayload]);

/**
 * Hands one LIVE_CHANNEL payload to the hub: change events to their company's streams, a session
 * end to that session's streams. @returns false when the payload is not one of ours.
 */
export const dispatchPayload = (hub: LiveHub, payload: string): boolean => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return false;
  }
  const decoded = Payload.decode(parsed);
  if (E.isLeft(decoded)) return false;
  if ('s' in decoded.right) hub.endSession(decoded.right.s);
  else hub.deliver(decoded.right.c, decoded.right.e);
  return true;
};

/**
 * The one listener of this server process (architecture 6): LISTENs on LIVE_CHANNEL through the database
 * `db` was opened on (PGlite's own `listen`, or a dedicated PostgreSQL connection that reconnects)
 * and feeds the hub; after a reconnect every stream gets `event: reset`, since notifications sent
 * meanwhile were lost. @returns the function that stops listening.
 */
export const startLiveListener = async (
  db: Kysely<Database>,
  hub: LiveHub,
  log: { readonly warn: (message: string) => void },
): Promise<() => Promise<void>> => {
  const channel = channelListenerFor(db);
  if (channel === undefined) {
    log.warn('live updates are off: the database was not opened by connect(), so nothing LISTENs for changes');
    return async () => undefined;
  }
  return channel.listen(
    LIVE_CHANNEL,
    (payload) => {
      if (!dispatchPayload(hub, payload)) log.warn(`ignored a malformed ${LIVE_CHANNEL} notification`);
    },
    () => hub.resetAll(),
  );
};
