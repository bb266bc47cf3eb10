/** The current time, injected so tests can move it (session expiry, lockouts, last-seen). */
export interface Clock {
  readonly now: () => Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until `advance` moves it; for tests. */
export const manualClock = (start: Date): Clock & { advance: (ms: number) => void; set: (at: Date) => void } => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
};
