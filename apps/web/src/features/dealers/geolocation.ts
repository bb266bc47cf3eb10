import { createContext, useContext } from 'react';
import * as E from 'fp-ts/lib/Either.js';
import { GeoPoint } from '@yardfleet/domain/entities/units';

/**
 * What asking the browser for the user's position gave (rules 15.3, 15.4): the position ({ lat, lng } in
 * degrees), `denied` (the user or the browser refused: "authorise location service") or
 * `unavailable` (no position source, no fix, or no answer within the timeout: "could not get
 * current location").
 */
export type LocationOutcome = { readonly kind: 'granted'; readonly position: GeoPoint } | { readonly kind: 'denied' } | { readonly kind: 'unavailable' };

/** Asks for the user's position once; never rejects. Stories and tests give a fake one through `GeolocationProvider`. */
export interface GeolocationAdapter {
  readonly locate: () => Promise<LocationOutcome>;
}

/** How long the browser may look for a position before it counts as unavailable, milliseconds (10 s). */
export const LOCATE_TIMEOUT_MS = 10_000;
/** A position the browser found this recently is good enough, milliseconds (1 minute). */
export const LOCATE_MAX_AGE_MS = 60_000;
/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every implementation's error object). */
const PERMISSION_DENIED = 1;

/**
 * The browser's `navigator.geolocation.getCurrentPosition` as a GeolocationAdapter: a refusal is
 * `denied`; no geolocation API, POSITION_UNAVAILABLE, TIMEOUT (after LOCATE_TIMEOUT_MS) or a
 * position outside the globe is `unavailable`.
 */
export const browserGeolocation: GeolocationAdapter = {
  locate: () =>
    new Promise<LocationOutcome>((resolve) => {
      const geolocation = typeof navigator === 'undefined' ? undefined : (navigator.geolocation as Geolocation | undefined);
      if (geolocation === undefined) {
        resolve({ kind: 'unavailable' });
        return;
      }
      geolocation.getCurrentPosition(
        (found) => {
          const position = GeoPoint.decode({ lat: found.coords.latitude, lng: found.coords.longitude });
          resolve(E.isRight(position) ? { kind: 'granted', position: position.right } : { kind: 'unavailable' });
        },
        (error) => resolve(error.code === PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' }),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
      );
    }),
};

/** A fake adapter answering `outcome` every time (stories, tests); `never` keeps it looking. */
export const fixedGeolocation = (outcome: LocationOutcome | 'never'): GeolocationAdapter => ({
  locate: () => (outcome === 'never' ? new Promise<LocationOutcome>(() => undefined) : Promise.resolve(outcome)),
});

const GeolocationContext = createContext<GeolocationAdapter>(browserGeolocation);

/** Puts `adapter` under the /dealer screen instead of the browser's geolocation (stories, tests). */
export const GeolocationProvider = GeolocationContext.Provider;

/** The geolocation adapter in use: the browser's unless a GeolocationProvider gives another. */
export const useGeolocation = (): GeolocationAdapter => useContext(GeolocationContext);
