import type { EquipmentCategory } from '@yardfleet/domain/entities/equipment';
import { EQUIPMENT_PICTURE_PREFIX } from '../http/web-app';

/** How the demo fleet is made up, per category (rules 20.1, 3.4). */
export interface CategoryPlan {
  readonly category: EquipmentCategory;
  /** Names are `${label} ${n}`, e.g. "Mower 12". */
  readonly label: string;
  readonly count: number;
  /** Model numbers of the kind this equipment carries; the serial prefix is the model's first 4 characters. */
  readonly models: readonly string[];
  readonly pictureUrl: string;
  /** Typical engine hours per year of service. */
  readonly hoursPerYear: number;
  /** Service every this many engine hours (maintenance), with an inspection half way. */
  readonly serviceEveryHours: number;
  /** Runs in winter only (snow blowers stay in the warehouse most of the year). */
  readonly seasonal: boolean;
}

const picture = (file: string): string => `${EQUIPMENT_PICTURE_PREFIX}${file}.svg`;

/** 168 machines for Greenway Grounds Care across the 8 categories. */
export const GREENWAY_FLEET: readonly CategoryPlan[] = [
  {
    category: 'mower',
    label: 'Mower',
    count: 40,
    models: ['LM2156-X', 'LM2156-SP', 'LM2260-XE'],
    pictureUrl: picture('mower'),
    hoursPerYear: 260,
    serviceEveryHours: 100,
    seasonal: false,
  },
  {
    category: 'ride_on_mower',
    label: 'Ride-on Mower',
    count: 12,
    models: ['RZT-42e', 'RZT-52e', 'RT-48e'],
    pictureUrl: picture('ride-on-mower'),
    hoursPerYear: 340,
    serviceEveryHours: 150,
    seasonal: false,
  },
  {
    category: 'string_trimmer',
    label: 'Trimmer',
    count: 32,
    models: ['ST1520', 'ST1620-T', 'ST1500-E'],
    pictureUrl: picture('string-trimmer'),
    hoursPerYear: 210,
    serviceEveryHours: 80,
    seasonal: false,
  },
  {
    category: 'blower',
    label: 'Blower',
    count: 30,
    models: ['BL6020', 'BL6520-B', 'BL5800'],
    pictureUrl: picture('blower'),
    hoursPerYear: 190,
    serviceEveryHours: 80,
    seasonal: false,
  },
  {
    category: 'hedge_trimmer',
    label: 'Hedge Trimmer',
    count: 18,
    models: ['HT2480', 'HT2460-L', 'HT2200'],
    pictureUrl: picture('hedge-trimmer'),
    hoursPerYear: 120,
    serviceEveryHours: 60,
    seasonal: false,
  },
  {
    category: 'chainsaw',
    label: 'Chainsaw',
    count: 12,
    models: ['CS1810', 'CS2000-R', 'CS1600'],
    pictureUrl: picture('chainsaw'),
    hoursPerYear: 90,
    serviceEveryHours: 40,
    seasonal: false,
  },
  {
    category: 'snow_blower',
    label: 'Snow Blower',
    count: 10,
    models: ['SB2100', 'SB2400-2S'],
    pictureUrl: picture('snow-blower'),
    hoursPerYear: 45,
    serviceEveryHours: 25,
    seasonal: true,
  },
  {
    category: 'edger',
    label: 'Edger',
    count: 14,
    models: ['ED1300', 'ED1500-C'],
    pictureUrl: picture('edger'),
    hoursPerYear: 110,
    serviceEveryHours: 60,
    seasonal: false,
  },
];

/** Brightline Power Services' own small fleet (power-only company). */
export const BRIGHTLINE_FLEET: readonly CategoryPlan[] = [
  {
    category: 'mower',
    label: 'Yard Mower',
    count: 3,
    models: ['LM2156-X'],
    pictureUrl: picture('mower'),
    hoursPerYear: 120,
    serviceEveryHours: 100,
    seasonal: false,
  },
  {
    category: 'blower',
    label: 'Yard Blower',
    count: 2,
    models: ['BL6020'],
    pictureUrl: picture('blower'),
    hoursPerYear: 80,
    serviceEveryHours: 80,
    seasonal: false,
  },
  {
    category: 'string_trimmer',
    label: 'Yard Trimmer',
    count: 1,
    models: ['ST1520'],
    pictureUrl: picture('string-trimmer'),
    hoursPerYear: 60,
    serviceEveryHours: 80,
    seasonal: false,
  },
];

/** The first mower's serial number is fixed so end-to-end tests can search for it. */
export const KNOWN_SERIAL = 'LM21-2024-004817';

/** Firmware versions in service, oldest first. */
export const FIRMWARE_VERSIONS = ['2.3.4', '2.4.1', '2.4.3', '2.5.0'] as const;

/** Error codes a machine can report, with what they mean (shown as is in the detail screen). */
export const MACHINE_ERROR_CODES = ['E-103', 'E-211', 'E-317'] as const;

/** Technicians and shops that perform maintenance. */
export const PERFORMERS = ['Jordan Lee', 'Priya Shah', 'Lakeshore Outdoor Power', 'Evanston Mower & Saw'] as const;
