import type { ActivitySeconds } from '@yardfleet/contract/endpoints/reports';

/** A machine bound through the app: its device credentials and equipment id. */
export type Credential = { deviceId: string; deviceSecret: string; equipmentId: string };
/** A position in degrees. */
export type Point = { lat: number; lng: number };

/** Warehouses far from every demo place, and points 50 m (inside) and 2 km (outside) from their centres. */
export const MILWAUKEE = { centre: { lat: 43.0389, lng: -87.9065 }, inside: { lat: 43.0393, lng: -87.9065 }, outside: { lat: 43.0569, lng: -87.9065 } };
export const BERLIN = { centre: { lat: 52.52, lng: 13.405 }, inside: { lat: 52.5204, lng: 13.405 }, outside: { lat: 52.538, lng: 13.405 } };
/** No tag, category or warehouse filter. */
export const NO_FILTERS = { tagId: null, category: null, warehouseId: null };
/** Seconds in a minute. */
export const M = 60;
/** Seconds per activity, every activity present. */
export type Seconds = Record<keyof ActivitySeconds, number>;
/** `partial`'s seconds, every other activity 0. */
export const seconds = (partial: Partial<Seconds>): Seconds => ({ mowing: 0, charging: 0, moving: 0, offline: 0, idle: 0, transfer: 0, faulty: 0, ...partial });
/** The seconds of every activity together. */
export const sumSeconds = (s: Seconds): number => Object.values(s).reduce((a, b) => a + b, 0);

/** A device report at `fixAt` (ISO) at `position` (null = no fix), with `activity` and engine hours (null = not reported). */
export const report = (fixAt: string, position: Point | null, activity: string | null, engineHours: number | null) => ({
  fixAt,
  position,
  activity,
  engineHours,
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
});
