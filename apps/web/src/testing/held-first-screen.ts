import type { SetupServer } from 'msw/node';
import { createGate, holdBackgroundReads } from '../shared/background-reads';

/** What heldFirstScreen gives a test: the map config reads seen so far, and the gate's opener. */
export interface HeldFirstScreen {
  /** URLs of `GET .../map/config` requests made since the hold began (a map asks for it as it starts). */
  readonly mapConfigReads: readonly string[];
  /** Opens the first-screen gate (background reads allowed). */
  readonly open: () => void;
  /** Opens the gate and stops recording; call in `finally`. */
  readonly release: () => void;
}

/**
 * Holds the first-screen gate (holdBackgroundReads, rules 21.5) and records the map config reads on
 * `server`, for tests that a map waits until the first screen has painted.
 */
export const heldFirstScreen = (server: SetupServer): HeldFirstScreen => {
  const mapConfigReads: string[] = [];
  const onRequest = ({ request }: { request: Request }): void => {
    if (new URL(request.url).pathname.endsWith('/map/config')) mapConfigReads.push(request.url);
  };
  server.events.on('request:start', onRequest);
  const gate = createGate();
  holdBackgroundReads(gate.opened);
  return {
    mapConfigReads,
    open: gate.open,
    release: () => {
      gate.open();
      server.events.removeListener('request:start', onRequest);
    },
  };
};
