import * as E from 'fp-ts/lib/Either.js';
import type { ChargeState } from '../entities/charger';
import type { Transition } from './transition';

/**
 * A charger port (rules 4.6): its charge state and whether a battery sits in it. `empty` holds exactly
 * when no battery is in the port. Meanings: waiting = battery in, queued; charging; fully_charged =
 * charge just completed; ready = charged and held at its target, ready for work; standby = paused
 * (schedule or charger idle); discharging = brought down to storage level (battery optimization);
 * overheat = paused until it cools; error = fault reported.
 */
export interface PortState {
  readonly state: ChargeState;
  readonly occupied: boolean;
}

/** Facts reported by a charger about one port. */
export type PortEvent =
  | { readonly type: 'batteryInserted' }
  | { readonly type: 'batteryRemoved' }
  | { readonly type: 'chargingStarted' }
  | { readonly type: 'chargingPaused' }
  | { readonly type: 'chargeCompleted' }
  | { readonly type: 'batteryReady' }
  | { readonly type: 'dischargeStarted' }
  | { readonly type: 'dischargeCompleted' }
  | { readonly type: 'overheatDetected' }
  | { readonly type: 'cooledDown' }
  | { readonly type: 'faultReported'; readonly errorCode: string }
  | { readonly type: 'faultCleared' };

/** `port_occupied`, `port_empty`: battery facts that contradict the port; `invalid_transition`: any other impossible fact. */
export type PortError =
  | { readonly code: 'port_occupied' }
  | { readonly code: 'port_empty' }
  | { readonly code: 'invalid_transition'; readonly from: ChargeState; readonly event: PortEvent['type'] };

export const EMPTY_PORT: PortState = { state: 'empty', occupied: false };

type Move = Partial<Record<ChargeState, ChargeState>>;

// Battery-state moves: from -> to for each fact that needs a battery in the port.
const MOVES: Record<Exclude<PortEvent['type'], 'batteryInserted' | 'batteryRemoved' | 'faultReported' | 'faultCleared'>, Move> = {
  chargingStarted: { waiting: 'charging', standby: 'charging', ready: 'charging', discharging: 'charging' },
  chargingPaused: { charging: 'standby', waiting: 'standby' },
  chargeCompleted: { charging: 'fully_charged' },
  batteryReady: { fully_charged: 'ready' },
  dischargeStarted: { fully_charged: 'discharging', ready: 'discharging', standby: 'discharging', waiting: 'discharging' },
  dischargeCompleted: { discharging: 'ready' },
  overheatDetected: { charging: 'overheat', discharging: 'overheat', waiting: 'overheat', standby: 'overheat' },
  cooledDown: { overheat: 'waiting' },
};

/** Charger port and battery states (rules 4.6); every result is one of the nine states it names. */
export const portTransition: Transition<PortState, PortEvent, PortError> = (port, event) => {
  switch (event.type) {
    case 'batteryInserted':
      return port.occupied ? E.left({ code: 'port_occupied' }) : E.right({ state: port.state === 'error' ? 'error' : 'waiting', occupied: true });
    case 'batteryRemoved':
      return port.occupied ? E.right({ state: port.state === 'error' ? 'error' : 'empty', occupied: false }) : E.left({ code: 'port_empty' });
    case 'faultReported':
      return E.right({ state: 'error', occupied: port.occupied });
    case 'faultCleared':
      return port.state === 'error'
        ? E.right({ state: port.occupied ? 'waiting' : 'empty', occupied: port.occupied })
        : E.left({ code: 'invalid_transition', from: port.state, event: event.type });
    default: {
      if (!port.occupied) return E.left({ code: 'port_empty' });
      const to = MOVES[event.type][port.state];
      return to ? E.right({ state: to, occupied: true }) : E.left({ code: 'invalid_transition', from: port.state, event: event.type });
    }
  }
};
