import type { AppGatewayMode } from '@yardfleet/contract/endpoints/app-gateway';
import { prng } from './sim-fleet';

/**
 * The phones and tablets the simulator's app gateways run on (app gateways, rules 14.6,
 * 3.7): real models with the system version, system build (sent as the gateway's firmware
 * version) and serial-number shape each one has. `chip` is the first part of an iOS UDID (the
 * device's chip id, "00008120" for the A16 of an iPhone 15).
 */
interface DeviceModel {
  readonly brand: string;
  readonly model: string;
  readonly systemVersion: string;
  readonly build: string;
  readonly os: 'ios' | 'android';
  readonly chip: string;
  readonly serial: 'apple' | 'samsung-phone' | 'samsung-tablet' | 'pixel';
}

const model = (brand: string, name: string, systemVersion: string, build: string, serial: DeviceModel['serial'], chip = ''): DeviceModel => ({
  brand,
  model: name,
  systemVersion,
  build,
  os: brand === 'Apple' ? 'ios' : 'android',
  chip,
  serial,
});

/** Per mode: tablets left at a depot (fixed), crew phones (mobile), members' own phones (app). */
export const DEVICE_MODELS: Readonly<Record<AppGatewayMode, readonly DeviceModel[]>> = {
  fixed: [
    model('Samsung', 'Galaxy Tab Active5 (SM-X306B)', 'Android 15', 'X306BXXU3BYE1', 'samsung-tablet'),
    model('Samsung', 'Galaxy Tab Active4 Pro (SM-T636B)', 'Android 14', 'T636BXXS5CXJ1', 'samsung-tablet'),
    model('Apple', 'iPad (10th generation)', 'iPadOS 18.5', '22F76', 'apple', '00008101'),
  ],
  mobile: [
    model('Apple', 'iPhone 15', 'iOS 18.6', '22G86', 'apple', '00008120'),
    model('Google', 'Pixel 8', 'Android 15', 'BP1A.250505.005', 'pixel'),
    model('Samsung', 'Galaxy XCover7 (SM-G556B)', 'Android 15', 'G556BXXU4BYD2', 'samsung-phone'),
    model('Apple', 'iPhone 14', 'iOS 18.5', '22F76', 'apple', '00008110'),
  ],
  app: [
    model('Apple', 'iPhone 16 Pro', 'iOS 18.6', '22G86', 'apple', '00008140'),
    model('Samsung', 'Galaxy S24 (SM-S921B)', 'Android 15', 'S921BXXS4BYD1', 'samsung-phone'),
    model('Google', 'Pixel 9', 'Android 15', 'BP1A.250505.005', 'pixel'),
    model('Apple', 'iPhone 13', 'iOS 17.7', '21H16', 'apple', '00008110'),
  ],
};

/** The mobile app's versions in use: most devices run the newest. */
const APP_VERSIONS = ['4.12.0', '4.12.0', '4.12.0', '4.11.3'] as const;

/** What an app gateway tells the server about its device (the fields of BindAppGatewayRequest but mode and warehouse). */
export interface AppDevice {
  readonly serialNumber: string;
  readonly model: string;
  readonly firmwareVersion: string;
  readonly brand: string;
  readonly systemVersion: string;
  readonly appVersion: string;
  readonly udid: string;
}

/** FNV-1a: a 32-bit hash of `text` (seeds one device's PRNG from its key). */
const fnv1a = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};
const chars = (random: () => number, alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet.charAt(Math.floor(random() * alphabet.length))).join('');

const DIGITS = '0123456789';
const HEX = '0123456789ABCDEF';
const UPPER = 'ABCDEFGHJKLMNPQRSTVWXYZ';
/** Apple's randomized 10-character serials (2021 on) leave out vowels and look-alikes. */
const APPLE = 'CDFGHJKLMNPQRTVWXY0123456789';

/** A serial number in the shape the maker prints: Apple "K7Q2XW9FJM", Samsung "R5CW71AB2CD", Pixel "37171FDJH000BZ". */
const serialOf = (random: () => number, kind: DeviceModel['serial']): string => {
  switch (kind) {
    case 'apple':
      return chars(random, APPLE, 10);
    case 'samsung-phone':
      return `R5C${chars(random, UPPER, 1)}${chars(random, DIGITS, 2)}${chars(random, UPPER + DIGITS, 5)}`;
    case 'samsung-tablet':
      return `R52${chars(random, UPPER, 1)}${chars(random, DIGITS, 2)}${chars(random, UPPER + DIGITS, 5)}`;
    case 'pixel':
      return `${chars(random, DIGITS, 5)}FD${chars(random, UPPER, 2)}${chars(random, UPPER + DIGITS, 5)}`;
  }
};

/** An iOS UDID ("00008120-001A2C3E0E38801E": chip id, dash, 16 hex) or an Android ID (16 lowercase hex). */
const udidOf = (random: () => number, device: DeviceModel): string =>
  device.os === 'ios' ? `${device.chip}-00${chars(random, HEX, 14)}` : chars(random, HEX, 16).toLowerCase();

/**
 * The device of one app gateway, the same for the same `seed`, `mode` and `key` (a warehouse id for
 * a fixed gateway, the crew or member number otherwise), so a run with the same --seed re-binds
 * the same phones: brand, model, system version and build, app version, UDID and serial number.
 */
export const appDevice = (seed: number, mode: AppGatewayMode, key: string): AppDevice => {
  const random = prng(fnv1a(`${seed}:${mode}:${key}`));
  const device = pick(random, DEVICE_MODELS[mode]);
  return {
    serialNumber: serialOf(random, device.serial),
    model: device.model,
    firmwareVersion: device.build,
    brand: device.brand,
    systemVersion: device.systemVersion,
    appVersion: pick(random, APP_VERSIONS),
    udid: udidOf(random, device),
  };
};
